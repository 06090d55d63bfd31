/** The dashboard's heading (spec 1 §2), shown by the page and, before its code loads, by the startup skeleton. */
export const dashboardGreeting = (companyName: string): string => `Welcome, ${companyName}`;
