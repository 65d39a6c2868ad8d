/**
 * The public site's configurable facts in one place: the operator's contact numbers, the filing
 * (备案) numbers, the government badges' links and the public legal service sites the tiles open.
 * The numbers below are PLACEHOLDERS in the real formats: replace them with the deployment's own
 * before going live. Names and the postal address are language texts
 * (src/i18n/texts/<language>/public.ts, keys public.site.*), so they follow the interface language.
 */

/** The five public legal services of the banner row (spec section 1), in display order. */
export const SERVICE_KEYS = ['consultation', 'notarisation', 'appraisal', 'arbitration', 'mediation'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const SITE_INFO = {
  /** The bureau's switchboard and mailbox (placeholders). */
  phone: '0571-8700 0000',
  email: 'htgl@sft.example.gov.cn',
  /** The national public legal service hotline (real). */
  hotline: '12348',
  /** ICP filing number (工信部备案), shown with a link to the filing register. */
  icpNumber: '浙ICP备00000000号-1',
  icpUrl: 'https://beian.miit.gov.cn/',
  /** Public-security filing number (公安备案). */
  policeNumber: '浙公网安备 33010002000000号',
  policeUrl: 'https://beian.mps.gov.cn/#/query/webSearch?code=33010002000000',
  /** Government-website error reports (政府网站找错), with this site's identification code (site_code). */
  govErrorReportUrl: 'https://zfwzgl.www.gov.cn/exposure/jiucuo.html?site_code=3300000000',
  /** Party and government organ website badge (党政机关网站标识) verification. */
  partyGovBadgeUrl: 'https://bszs.conac.cn/',
  /** Where each public legal service tile leads (real public sites; opened in a new window). */
  services: {
    consultation: 'https://www.12348.gov.cn/',
    notarisation: 'https://zj.12348.gov.cn/',
    appraisal: 'https://www.12348.gov.cn/',
    arbitration: 'https://zj.12348.gov.cn/',
    mediation: 'https://www.12348.gov.cn/',
  } satisfies Record<ServiceKey, string>,
  /** The national public legal service platform (top bar link). */
  legalServicePortal: 'https://www.12348.gov.cn/',
} as const;
