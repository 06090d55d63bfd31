export { checkForm, expectedOf, summarise } from './check-form.js';
export { OcrEngine } from './read/ocr.js';
export { readForm, UnreadableFormError } from './read/read-form.js';
export { OFFICIAL_FORM_URL, readOfficialForm } from './read/layout.js';
export { checkRules, verdictOf, SUBMIT_LAG_DAYS } from './rules/check-rules.js';
export { RECEIPT_DAYS, MARGIN_DAYS } from './rules/check-line6.js';
export {
  RULES,
  PRODUCT_LINE3_NEEDS,
  line3NeedOf,
  productsOfOrder,
  type Line3Need,
  type OrderProducts,
  type ProductCode,
  type Rule,
} from './rules/rule-table.js';
export * from './types.js';
export { renderMaskedPages, type PagePreview } from './preview.js';
