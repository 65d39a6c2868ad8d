/**
 * The drill breadcrumb: for unit staff their own unit first (what every figure counts), then the areas
 * from the viewer's own area (never above it: the scope's root) to the current one, each opening its
 * level again, then the unit.
 */
import { t } from '../../src/i18n';
import { useDrill } from './DrillContext';
import { isDrilled } from './drill';

export function Breadcrumb() {
  const { state, dispatch, owner } = useDrill();
  const last = state.areas.length - 1;
  if (state.areas.length === 0 && !state.unit) return null;
  return (
    <nav className="screen-breadcrumb" data-testid="screen-breadcrumb" aria-label="breadcrumb">
      {owner && (
        <span className="screen-breadcrumb__owner" data-testid="screen-owner" translate="no">
          {owner}
        </span>
      )}
      {isDrilled(state) && (
        <button
          type="button"
          className="screen-breadcrumb__back"
          title={t('screens.back')}
          aria-label={t('screens.back')}
          onClick={() => dispatch({ type: 'up', level: state.unit ? last : Math.max(0, last - 1) })}
        >
          ‹
        </button>
      )}
      {state.areas.map((a, i) => {
        const current = i === last && !state.unit;
        return (
          <span key={a.id} className="screen-breadcrumb__item">
            {i > 0 && <span className="screen-breadcrumb__sep">/</span>}
            {current ? (
              <span className="screen-breadcrumb__current" aria-current="page" translate="no">
                {a.name}
              </span>
            ) : (
              <button type="button" className="screen-breadcrumb__link" onClick={() => dispatch({ type: 'up', level: i })} translate="no">
                {a.name}
              </button>
            )}
          </span>
        );
      })}
      {state.unit && (
        <span className="screen-breadcrumb__item">
          {state.areas.length > 0 && <span className="screen-breadcrumb__sep">/</span>}
          <span className="screen-breadcrumb__current" aria-current="page" translate="no">
            {state.unit.name}
          </span>
        </span>
      )}
    </nav>
  );
}
