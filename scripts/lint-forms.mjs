// Every form of the web app is built one way (DESIGN.md "web": react-hook-form with zod resolvers;
// docs/decisions/298, 304). Two rules, both read from the source text:
// 1. a component file that renders a form element (`<form` or a Mantine `component="form"`) holds that
//    form's state with `useForm(...)`, or, for a part of a larger form, takes it from its parent with
//    `useFormContext()`: it cannot be satisfied by a form elsewhere in the app, only by the file's own hook;
// 2. a component file that renders an input (TextInput, NativeSelect, Checkbox, ...) and a Button whose
//    onClick sends something (a handler named mutate, submit, save, send, verify or start) renders a form
//    element: the inputs are submitted by the form, so Enter submits them too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'apps/web/src';
const FORM_ELEMENT = /<form[\s>]|component=["{']+form["}']+/;
const FORM_HOOK = /\buse(Form|FormContext)\s*[<(]/;
const INPUT =
  /<(TextInput|Textarea|NativeSelect|NumberInput|PasswordInput|Select|MultiSelect|Checkbox|Radio\.Group|SegmentedControl)\b/;
const CLICK_SUBMIT = /onClick=\{[^}]*?\b(?:on)?(?:mutate|mutateAsync|submit|save|send|verify|start|upload)\w*\s*[(}]/i;

/**
 * Files rule 2 still finds, each named so the list can only shrink: a listed file that passes fails the
 * check too (take it off the list). The SMS setup is rendered inside the settings page's own form, which
 * cannot hold another form element (docs/decisions/304); the others were not converted yet.
 */
const NO_FORM_YET = new Set([
  'apps/web/src/features/account/two-factor/sms-setup.tsx',
  'apps/web/src/features/imports/import-page.tsx',
  'apps/web/src/features/webhooks/components/delivery-log.tsx',
]);

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => join(ROOT, file));

const withoutHook = [];
const withoutForm = new Set();
for (const file of files) {
  // Comments may name a form element or a handler without rendering one.
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const hasForm = FORM_ELEMENT.test(source);
  if (hasForm && !FORM_HOOK.test(source)) withoutHook.push(file);
  if (!hasForm && INPUT.test(source) && CLICK_SUBMIT.test(source)) withoutForm.add(file);
}
const offenders = [...withoutForm].filter((file) => !NO_FORM_YET.has(file));
const done = [...NO_FORM_YET].filter((file) => !withoutForm.has(file));

if (withoutHook.length > 0) {
  console.error('A form element without useForm (react-hook-form) in the same file (docs/decisions/298):');
  for (const file of withoutHook) console.error(`  ${file}`);
}
if (offenders.length > 0) {
  console.error("Inputs sent by a button's onClick without a form element (docs/decisions/304): give them a form");
  console.error('with useForm and a submit button, so Enter submits them:');
  for (const file of offenders) console.error(`  ${file}`);
}
if (done.length > 0) {
  console.error('In a form now: take these off NO_FORM_YET in scripts/lint-forms.mjs:');
  for (const file of done) console.error(`  ${file}`);
}
if (withoutHook.length > 0 || offenders.length > 0 || done.length > 0) process.exit(1);
console.log(
  `forms: ${files.length} component files read, every form element on react-hook-form; inputs sent without a form element: ${NO_FORM_YET.size} (NO_FORM_YET)`,
);
