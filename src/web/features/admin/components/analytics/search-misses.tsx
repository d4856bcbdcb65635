import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SearchMiss } from '@/domain/search';
import { SelectField } from '@/web/components/ui/select-field';
import { searchMissesQuery } from '../../api/admin-search-misses';
import { AdminErrorState } from '../admin-error-state';
import { amsterdamDate } from './analytics-format';
import { StatsSection } from './stats-section';
import { StatsTable } from './stats-table';

/** The windows the admin may look back over, in days. */
const WINDOWS = [7, 30, 90, 365] as const;
const LANGUAGES: Record<string, string> = { en: 'English', nl: 'Dutch' };

/**
 * Searches that found nothing (issue 32): what shoppers looked for in the shop's search and found
 * no product for, the most frequent first — what the shop could stock. Its own window of days
 * (the misses are counted per day up to today), beside the range of the analytics above.
 */
export function SearchMisses() {
  const [days, setDays] = useState<number>(30);
  const query = useQuery({ ...searchMissesQuery(days), placeholderData: keepPreviousData });
  return (
    <StatsSection
      id="stats-search-misses"
      title="Searches that found nothing"
      note="What shoppers typed into the shop’s search and found no product for, the most frequent first (at most 50), by the language of the page. Only the words are kept: never who searched, and never a search with an e-mail address or a long number."
    >
      <SelectField
        label="Searched in the last"
        value={days}
        onChange={(event) => setDays(Number(event.target.value))}
        className="max-w-56"
      >
        {WINDOWS.map((window) => (
          <option key={window} value={window}>
            {window} days
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <div
          role="status"
          aria-label="Loading the searches that found nothing"
          className="h-40 animate-pulse rounded-card bg-linen"
        />
      ) : query.isError ? (
        <AdminErrorState
          error={query.error}
          what="the searches that found nothing"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div
          className={'transition-opacity ' + (query.isPlaceholderData ? 'opacity-60' : '')}
          aria-busy={query.isPlaceholderData}
        >
          <StatsTable<SearchMiss>
            caption={`Searches that found nothing, last ${days} days`}
            fileName={`tress-searches-that-found-nothing-last-${days}-days`}
            rows={query.data}
            rowKey={(miss) => `${miss.language}:${miss.query}`}
            empty="Every search in these days found something."
            columns={[
              { heading: 'Search', cell: (miss) => miss.query, csv: (miss) => miss.query },
              {
                heading: 'Page language',
                cell: (miss) => LANGUAGES[miss.language] ?? miss.language,
                csv: (miss) => miss.language,
              },
              {
                heading: 'Times',
                cell: (miss) => miss.count,
                csv: (miss) => miss.count,
                numeric: true,
              },
              {
                heading: 'Last searched',
                cell: (miss) => amsterdamDate(miss.last_searched_at),
                csv: (miss) => miss.last_searched_at,
              },
            ]}
          />
        </div>
      )}
    </StatsSection>
  );
}
