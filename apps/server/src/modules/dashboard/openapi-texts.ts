// The long OpenAPI descriptions of the dashboard routes (routes.ts), kept here so the routes read as routes.

export const PORTFOLIO_DESCRIPTION =
  "Each active client's latest report completed in the last 30 days. clientStatistics lists the lender's category set (A for SBA-type lenders, B otherwise) in display order, then 'Total Liability'. totalAmount is in cents; count is the number of clients. portfolioRisk is null unless showportfoliorisk is ACTIVE.";
