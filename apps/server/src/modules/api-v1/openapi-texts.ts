// The long OpenAPI descriptions of /api/v1's routes, kept here so the routes read as routes.

/** POST /orders (order-routes.ts). */
export const placeOrdersDescription = (formOnFileDays: number) =>
  "The web form's rules apply. Each entry of `orders` uses the client's 8821 on file (`formOnFile: true`: the latest stored form, not rejected, signed or uploaded within " +
  formOnFileDays +
  " days or with covered periods not all ended; otherwise 400) or, in a multipart request, its own uploaded form: a part `order` holding this JSON, then one part `forms` (PDF, at most 10 MB) per entry without `formOnFile`, in the same order; `formName` may be left out (each part's file name is used). All orders commit together or none.";
