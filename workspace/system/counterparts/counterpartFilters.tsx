/** The filters of the counterpart list (CounterpartManage.tsx): a keyword, the credit rating and serious dishonesty. */
import { Select } from '@arco-design/web-react';
import '@arco-design/web-react/es/Select/style/css.js';
import { CREDIT_RATINGS, type CounterpartPageQuery, type CreditRating } from '../../../src/domain/counterpart';
import { t } from '../../../src/i18n';
import { KeywordSearch, YesNoFilter } from '../registry/RegistryPage';

type Query = Partial<CounterpartPageQuery>;

/**
 * The three filters, each applying from the first page: a fragment, so that each is an item of the
 * page's filter bar (Space).
 */
export function counterpartFilters({ query, filter }: { query: Query; filter: (patch: Query) => void }) {
  return (
    <>
      <KeywordSearch placeholder={t('systemCounterparts.search')} width={320} onApply={(keyword) => filter({ keyword })} testId="cp-search" />
      <Select
        allowClear
        style={{ width: 150 }}
        placeholder={t('systemCounterparts.allRatings')}
        value={query.creditRating}
        onChange={(creditRating?: CreditRating) => filter({ creditRating })}
        options={CREDIT_RATINGS.map((r) => ({ value: r, label: r }))}
        data-testid="cp-rating-filter"
      />
      <YesNoFilter
        placeholder={t('systemCounterparts.allDishonest')}
        width={150}
        value={query.seriousDishonest === undefined ? undefined : query.seriousDishonest === true || query.seriousDishonest === 'true'}
        onChange={(seriousDishonest) => filter({ seriousDishonest })}
        yes={t('systemCounterparts.dishonestYes')}
        no={t('systemCounterparts.dishonestNo')}
        testId="cp-dishonest-filter"
      />
    </>
  );
}
