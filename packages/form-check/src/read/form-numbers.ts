/**
 * The IRS form numbers a line 3 names most (income, employment, excise, wage and information returns, with
 * their letter suffixes). A fax field that reads one of them is read right; one that reads a number of the
 * right shape that is no form (a `1040` whose "4" the fax broke reads `1010`) is read again (decision 321).
 */
const KNOWN = [
  /^1040(-?(SR|NR|X|ES|SS|PR|A|EZ))?$/,
  /^1120(-?(S|F|H|L|C|PC|POL|REIT|RIC|FSC|ND|SF|X))?$/,
  /^1065(-?[BX])?$/,
  /^1041(-?(A|T|ES|N))?$/,
  /^990(-?(EZ|PF|T|N))?$/,
  /^94[0-5](-?(X|PR|SS))?$/,
  /^(720|730|2290|706|709|1042(-?S)?|1066|3520(-?A)?|4720|5227|5330|8300|8804|8805|8865|CT-?1|11-?C)$/,
  /^W-?[23]$/,
  /^(1099(-?[A-Z]{1,4})?|1098(-?[A-Z]{1,2})?|5498(-?[A-Z]{1,3})?)$/,
];

/** Every entry of a written list ("W-2, 1099", "941; 940") is a known form number. */
export function namesKnownForms(text: string): boolean {
  const entries = text
    .toUpperCase()
    .split(/[,;]/)
    .map((e) => e.replace(/[\s.]/g, ''))
    .filter(Boolean);
  return entries.length > 0 && entries.every((e) => KNOWN.some((re) => re.test(e)));
}
