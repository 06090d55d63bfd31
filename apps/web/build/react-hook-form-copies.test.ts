import { describe, expect, it } from 'vitest';
import { importedValueNames } from './react-hook-form-copies';

describe('importedValueNames', () => {
  it("reads a TypeScript file's named imports, leaving types out", () => {
    const code = [
      "import { type FieldValues, useForm } from 'react-hook-form';",
      "import type { Resolver } from 'react-hook-form';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(importedValueNames(code)).toEqual(['useForm']);
  });

  it("reads a library's minified imports by their exported names", () => {
    const code = 'import{get as e,set as r}from"react-hook-form";import{appendErrors as n}from"react-hook-form";';
    expect(importedValueNames(code)).toEqual(['get', 'set', 'appendErrors']);
  });

  it('names a namespace or default import, which no copy allows', () => {
    expect(importedValueNames("import * as form from 'react-hook-form';")).toEqual(['* as form']);
  });
});
