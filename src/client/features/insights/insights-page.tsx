import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '../../router';
import { defaultInsightTab, isInsightTab, visibleInsightTabs, type InsightTab } from '../../../shared/domain/insights/tabs';
import { useAppData } from '../../app/app-data';
import { useUserInfo } from '../../api/queries';
import { useUnitStatistics, type StatisticsAnswers, type StatisticsTab } from './api';
import { ButtonLink } from '../../ui/button-link';
import { EmptyState } from '../../ui/empty-state';
import { PageHeading } from '../../ui/page-heading';
import { InsightsTabBar } from './insights-tab-bar';
import { InsightsUnitSelector } from './insights-unit-selector';
import { insightsPath, tabSegmentOf, yearParam } from './insights-paths';
import { isUnknownUnit, useInsightsUnits, type InsightsUnits } from './insights-units';
import { Dac7Dialog } from './reports/dac7-dialog';
import { ReviewsTab } from './reviews/reviews-tab';
import { EarningsTab } from './statistics/earnings-tab';
import { OccupancyTab } from './statistics/occupancy-tab';
import { PerformanceTab } from './statistics/performance-tab';
import { StatsError, StatsLoading } from './statistics/stats-parts';
import { unitLabel } from '../../ui/unit-search-dialog';
import './insights.css';

// /insights, /insights/{tab} and /insights/{tab}/{unitId} (AS §2.1, AS §2.5 item 4,
// AS §2.7, AS §6): the statistics of one unit. The address is the whole state: /insights and a tab the
// settings hide open the default tab; a tab without a unit opens the host's first unit (replace:
// Back does not return to the bare address only to be sent forward again); ?year= picks the year.
// A unit that is not the host's says so, with a way back.

const calendarPathOf = (unitId: string) => `/calendar/${encodeURIComponent(unitId)}`;
/** A redirect keeps the parameters insightsPath does not own (?tour=open and the like); ?year= it decides itself. */
function keepOtherParams(path: string, search: URLSearchParams): string {
  const url = new URL(path, 'http://insights.invalid');
  for (const [key, value] of search) if (key !== 'year') url.searchParams.append(key, value);
  return url.pathname + url.search;
}
const isStatisticsTab = (tab: InsightTab): tab is StatisticsTab => tab !== 'reviews';

function NotFound() {
  return (
    <section className="insights-state" data-testid="insights-not-found" aria-labelledby="insights-not-found-title">
      <h2 id="insights-not-found-title">
        <FormattedMessage id="insights.page.notFound.title" />
      </h2>
      <p>
        <FormattedMessage id="insights.page.notFound.body" />
      </p>
      <ButtonLink to="/insights" variant="primary">
        <FormattedMessage id="insights.page.notFound.back" />
      </ButtonLink>
    </section>
  );
}

/** Until the figures arrive (`years` undefined) the picker is drawn disabled with the asked-for year,
 *  so the toolbar row has the same width before and after and the tab bar does not jump. */
function YearPicker({ year, years, onChange }: { year: number; years: number[] | undefined; onChange: (year: number) => void }) {
  const id = useId();
  const options = [...new Set([year, ...(years ?? [])])].sort((a, b) => b - a);
  return (
    <div className="insights-toolbar__year">
      <label htmlFor={id}>
        <FormattedMessage id="insights.page.year" />
      </label>
      <select id={id} className="select" value={year} disabled={years === undefined} onChange={(event) => onChange(Number(event.target.value))} data-testid="insights-year">
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  );
}

function TabContent({ tab, answer, unitId }: { tab: StatisticsTab; answer: StatisticsAnswers[StatisticsTab]; unitId: string }) {
  const calendarPath = calendarPathOf(unitId);
  if (tab === 'earnings') return <EarningsTab data={answer as StatisticsAnswers['earnings']} calendarPath={calendarPath} />;
  if (tab === 'occupancy') return <OccupancyTab data={answer as StatisticsAnswers['occupancy']} calendarPath={calendarPath} />;
  return <PerformanceTab data={answer as StatisticsAnswers['performance']} calendarPath={calendarPath} />;
}

function UnitInsights({ tab, tabs, unitId, year, units }: { tab: InsightTab; tabs: InsightTab[]; unitId: string; year: number | null; units: InsightsUnits | undefined }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useUserInfo();
  const statisticsTab = isStatisticsTab(tab) ? tab : null;
  const unknown = units !== undefined && isUnknownUnit(units, unitId);
  const statistics = useUnitStatistics(statisticsTab ?? 'performance', unitId, year, { enabled: statisticsTab !== null && !unknown });
  const answer = statisticsTab && statistics.data?.unitId === unitId ? statistics.data : undefined;
  const notFound = unknown || (statistics.isError && statistics.error.status === 404);

  const untitled = intl.formatMessage({ id: 'insights.page.untitledUnit' });
  const current = units?.units.find((u) => u.id === unitId);
  // A unit beyond the first page of the list is named as untitled until the selector finds it.
  const label = current ? unitLabel(current, untitled) : untitled;

  let body: ReactNode;
  if (notFound) body = <NotFound />;
  else if (!statisticsTab) body = <ReviewsTab unitId={unitId} />;
  else if (answer) body = <TabContent tab={statisticsTab} answer={answer} unitId={unitId} />;
  else if (statistics.isError) body = <StatsError error={statistics.error} onRetry={() => void statistics.refetch()} busy={statistics.isFetching} />;
  else body = <StatsLoading />;

  return (
    <>
      <div className="insights-subnav" data-testid="insights-subnav">
        <div className="insights-toolbar">
          {!notFound && <InsightsUnitSelector unitId={unitId} currentLabel={label} onChoose={(id) => navigate(insightsPath(tab, id, year))} />}
          {statisticsTab && !notFound && (
            <YearPicker year={answer?.year ?? year ?? new Date().getFullYear()} years={answer?.years} onChange={(y) => navigate(insightsPath(tab, unitId, y))} />
          )}
          <Dac7Dialog />
        </div>
        {!notFound && <InsightsTabBar tabs={tabs} current={tab} unitId={unitId} year={year} unansweredReviews={user.data?.counts.unansweredReviews ?? 0} />}
      </div>
      {/* A failed refresh of another year leaves the last figures, marked as not current. */}
      {answer && statistics.isError && <StatsError error={statistics.error} onRetry={() => void statistics.refetch()} busy={statistics.isFetching} />}
      <div className="insights-page__content" aria-busy={statistics.isFetching || undefined} data-testid={`insights-panel-${tab}`}>
        {body}
      </div>
    </>
  );
}

/** /insights/{tab} without a unit: the host's first unit, or a word when there is none yet. */
function FirstUnit({ tab, units, year, search }: { tab: InsightTab; units: ReturnType<typeof useInsightsUnits>; year: number | null; search: URLSearchParams }) {
  if (units.isPending) return <StatsLoading />;
  if (units.isError) return <StatsError error={units.error} onRetry={() => void units.refetch()} busy={units.isFetching} />;
  const first = units.data.units[0];
  if (first) return <Navigate to={keepOtherParams(insightsPath(tab, first.id, year), search)} replace />;
  return (
    <EmptyState
      data-testid="insights-no-units"
      picture="house"
      title={<FormattedMessage id="insights.page.noUnits.title" />}
      action={
        <ButtonLink to="/properties" variant="primary">
          <FormattedMessage id="insights.page.noUnits.properties" />
        </ButtonLink>
      }
    >
      <FormattedMessage id="insights.page.noUnits.body" />
    </EmptyState>
  );
}

export default function InsightsPage() {
  const { publicSettings } = useAppData();
  const { pathname } = useLocation();
  const { id: unitId } = useParams();
  const [search] = useSearchParams();
  const units = useInsightsUnits();
  const tabs = visibleInsightTabs(publicSettings);
  const segment = tabSegmentOf(pathname);
  const year = yearParam(search.get('year'));

  // /insights, or a tab the settings hide: the default tab (of the same unit, when one is named).
  if (!isInsightTab(segment) || !tabs.includes(segment))
    return <Navigate to={keepOtherParams(insightsPath(defaultInsightTab(publicSettings), unitId, year), search)} replace />;

  return (
    <section className="page insights-page">
      <PageHeading title={<FormattedMessage id="insights.page.title" />} />
      {unitId ? <UnitInsights tab={segment} tabs={tabs} unitId={unitId} year={year} units={units.data} /> : <FirstUnit tab={segment} units={units} year={year} search={search} />}
    </section>
  );
}
