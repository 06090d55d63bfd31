// Every form of the web app is built one way (DESIGN.md "web": react-hook-form with zod resolvers;
// docs/decisions/298): a component file that renders a form element (`<form` or a Mantine
// `component="form"`) must hold that form's state with `useForm(...)`, or, for a part of a larger
// form, take it from its parent with `useFormContext()`. The rule reads the source text: simple,
// and it cannot be satisfied by a form elsewhere in the app, only by the file's own hook.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'apps/web/src';
const FORM_ELEMENT = /<form[\s>]|component=["{']+form["}']+/;
const FORM_HOOK = /\buse(Form|FormContext)\s*[<(]/;

/**
 * Forms not converted yet, each named so the list can only shrink: a listed file that passes fails
 * the check too (take it off the list). Place Order is the largest form, converted on its own.
 */
const NOT_YET = new Set(['apps/web/src/features/orders/form/order-form.tsx']);

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => join(ROOT, file));

const failing = new Set(
  files.filter((file) => {
    // Comments may name a form element without rendering one.
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    return FORM_ELEMENT.test(source) && !FORM_HOOK.test(source);
  }),
);
const offenders = [...failing].filter((file) => !NOT_YET.has(file));
const done = [...NOT_YET].filter((file) => !failing.has(file));

if (offenders.length > 0) {
  console.error('A form element without useForm (react-hook-form) in the same file (docs/decisions/298):');
  for (const file of offenders) console.error(`  ${file}`);
}
if (done.length > 0) {
  console.error('On react-hook-form now: take these off NOT_YET in scripts/lint-forms.mjs:');
  for (const file of done) console.error(`  ${file}`);
}
if (offenders.length > 0 || done.length > 0) process.exit(1);
console.log(`forms: ${files.length} component files read; not yet on react-hook-form: ${[...NOT_YET].join(', ')}`);
