/**
 * The top navbar (spec 000 §2): search box 'Search content', theme toggle, filters. Search and
 * the platform filter (the feed's tabs) open the home feed with `?search=` / `?platform=`.
 */
import { useState, type FormEvent } from 'react';
import { FEED_TABS } from '@engage/shared/contract/constants';
import { paths } from '@engage/shared/paths';
import { useNavigate } from '@engage/shared/router';
import { t } from './messages';
import { useThemeStore } from './theme-store';

export function TopNavbar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const navigate = useNavigate();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggle);
  const [search, setSearch] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const query = search.trim();
    navigate(query ? `${paths.consumerHome}?search=${encodeURIComponent(query)}` : paths.consumerHome);
  }

  return (
    <header className="eg-navbar">
      {onOpenMenu && (
        <button type="button" className="eg-icon-button" aria-label={t('openMenu')} onClick={onOpenMenu}>
          ☰
        </button>
      )}
      <form role="search" className="eg-navbar__search" onSubmit={submit}>
        <label htmlFor="eg-search" className="eg-visually-hidden">
          {t('searchContent')}
        </label>
        <input
          id="eg-search"
          type="search"
          placeholder={t('searchContent')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </form>
      <button
        type="button"
        className="eg-icon-button"
        aria-pressed={theme === 'dark'}
        aria-label={theme === 'dark' ? t('toLightTheme') : t('toDarkTheme')}
        onClick={toggleTheme}
      >
        {theme === 'dark' ? '☀' : '☾'}
      </button>
      <div className="eg-navbar__filters">
        <button
          type="button"
          className="eg-icon-button"
          aria-expanded={filtersOpen}
          aria-controls="eg-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('filters')}
        </button>
        {filtersOpen && (
          <div id="eg-filters" className="eg-navbar__filter-panel">
            <label htmlFor="eg-platform-filter">{t('platform')}</label>
            <select
              id="eg-platform-filter"
              defaultValue="all"
              onChange={(event) => {
                setFiltersOpen(false);
                navigate(`${paths.consumerHome}?platform=${event.target.value}`);
              }}
            >
              {FEED_TABS.map((tab) => (
                <option key={tab.platform} value={tab.platform}>
                  {tab.platform === 'all' ? t('allPlatforms') : tab.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
    </header>
  );
}
