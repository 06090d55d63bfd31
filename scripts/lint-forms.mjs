// Every form of the web app is built one way (DESIGN.md "web": react-hook-form with zod resolvers;
// docs/decisions/298, 304). Two rules, both read from the source text:
// 1. a component file that renders a form element (`<form` or a Mantine `component="form"`) holds that
//    form's state with `useForm(...)`, or, for a part of a larger form, takes it from its parent with
//    `useFormContext()`: it cannot be satisfied by a form elsewhere in the app, only by the file's own hook;
// 2. a component file that renders an input (TextInput, NativeSelect, Checkbox, ...) and a Button whose
//    onClick sends something (a handler named mutate, submit, save, send, verify or start) renders a form
//    element: the inputs are submitted by the form, so Enter submits them too. Neither rule has exceptions
//    (docs/decisions/304, 315).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'apps/web/src';
const FORM_ELEMENT = /<form[\s>]|component=["{']+form["}']+/;
const FORM_HOOK = /\buse(Form|FormContext)\s*[<(]/;
const INPUT =
  /<(TextInput|Textarea|NativeSelect|NumberInput|PasswordInput|Select|MultiSelect|Checkbox|Radio\.Group|SegmentedControl)\b/;
const CLICK_SUBMIT = /onClick=\{[^}]*?\b(?:on)?(?:mutate|mutateAsync|submit|save|send|verify|start|upload)\w*\s*[(}]/i;

const files = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => join(ROOT, file));

const withoutHook = [];
const withoutForm = [];
for (const file of files) {
  // Comments may name a form element or a handler without rendering one.
  const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const hasForm = FORM_ELEMENT.test(source);
  if (hasForm && !FORM_HOOK.test(source)) withoutHook.push(file);
  if (!hasForm && INPUT.test(source) && CLICK_SUBMIT.test(source)) withoutForm.push(file);
}

if (withoutHook.length > 0) {
  console.error('A form element without useForm (react-hook-form) in the same file (docs/decisions/298):');
  for (const file of withoutHook) console.error(`  ${file}`);
}
if (withoutForm.length > 0) {
  console.error("Inputs sent by a button's onClick without a form element (docs/decisions/304): give them a form");
  console.error('with useForm and a submit button, so Enter submits them:');
  for (const file of withoutForm) console.error(`  ${file}`);
}
if (withoutHook.length > 0 || withoutForm.length > 0) process.exit(1);
console.log(
  `forms: ${files.length} component files read, every form element on react-hook-form, every input a button sends in a form element`,
);
