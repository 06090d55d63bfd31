/**
 * The slot for global notices (spec 1 §2, §4). They arrive with the global-notices issue; until
 * then there is nothing to show, and nothing is invented.
 */
export function GlobalBanners() {
  return null;
}
