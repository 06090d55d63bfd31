// The long OpenAPI descriptions of the import routes (routes.ts), kept here so the routes read as routes.

export const IMPORT_UPLOAD_DESCRIPTION =
  'CSV (comma, semicolon or tab; UTF-8 with or without BOM, UTF-16, Windows-1252, detected or chosen by `encoding`) or XLSX (first sheet or `sheet`), at most 10,000 rows and 10 MB. The file is read by its content, not its name: a PDF, web page, image or ZIP of other files answers 415 "This file is not a spreadsheet: it looks like ..."; ODS, flat ODS and .xls answer 415 "Save it as .xlsx or .csv" (decision 264). ' +
  'Optional `forms`: a ZIP of signed 8821 PDFs (at most 200 MB, 2,000 files, 10 MB each), matched to rows by the "8821 file" column; links, nested archives, encrypted entries and paths leaving the folder answer 400, limits 413.';
