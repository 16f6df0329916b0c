/**
 * The upgrade planner page, `/docs/upgrade?from=<version>&to=<version>` (issue 21): an ordered
 * checklist of what changes between two versions (./plan.ts), each item linking to its
 * explanation in the target version. Its data is this route's module (../plugin.ts), so it
 * loads with this page only.
 *
 * The pair comes from the URL once hydrated (the server render, which has no query, shows the
 * default pair, and hydration must match it). Ticks are saved in localStorage per pair, so a
 * reload keeps them and another pair starts empty; storage that throws counts as absent.
 */
import React, {useId, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import {BASE_URL, LATEST_VERSION, compareDocsVersions, type DocsVersion} from '@site/src/versions/versions';
import {planMarkdownFile, planUpgrade, resolvePair, versionsWithMarkdownPlan} from './plan';
import {PLANNER_VERSIONS} from './links';
import {plannerUrl} from './menuLink';
import type {PlanItem, PlannerData} from './types';
import {InlineMarkdown} from './InlineMarkdown';
import {migrateText} from './migrateStep';
import {classNames as styles, css} from './styles';
import ProjectCheckSection from '../projectCheck/ProjectCheckSection';

const STORAGE_PREFIX = 'stencil-docs:upgrade-ticks:';

export function ticksKey(from: DocsVersion, to: DocsVersion): string {
  return `${STORAGE_PREFIX}${from.name}:${to.name}`;
}

function readTicks(key: string): Set<string> {
  try {
    const stored = window.localStorage.getItem(key);
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

function writeTicks(key: string, ticks: Set<string>): void {
  try {
    if (ticks.size === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify([...ticks]));
  } catch {
    // No storage: ticks last as long as the page.
  }
}

function VersionSelect({label, value, onChange}: {label: string; value: DocsVersion; onChange: (name: string) => void}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={label.toLowerCase()}
        value={value.name}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {PLANNER_VERSIONS.map((version) => (
          <option key={version.name} value={version.name}>
            {version.label}
            {version === LATEST_VERSION ? ' (latest)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

function ChecklistItem({item, checked, onToggle}: {item: PlanItem; checked: boolean; onToggle: (id: string) => void}): ReactNode {
  const id = useId();
  return (
    <li className={styles.item} data-item-id={item.id}>
      <input id={id} type="checkbox" className={styles.checkbox} checked={checked} onChange={() => onToggle(item.id)} />
      <div className={styles.itemBody}>
        <label htmlFor={id} id={`${id}-title`} className={styles.itemTitle}>
          <InlineMarkdown text={item.title} />
        </label>
        <p className={styles.release}>Lands in {item.release}</p>
        {item.why ? (
          <p className={styles.detail}>
            <strong>Why: </strong>
            <InlineMarkdown text={item.why} />
          </p>
        ) : null}
        {item.todo ? (
          <p className={styles.detail}>
            <strong>What to do: </strong>
            <InlineMarkdown text={item.todo} />
          </p>
        ) : null}
        {item.migrate ? (
          <p className={styles.detail}>
            <InlineMarkdown text={migrateText(item.migrate)} />
          </p>
        ) : null}
        {item.snippet ? (
          <figure className={styles.snippet}>
            {item.snippet.title ? <figcaption>{item.snippet.title}</figcaption> : null}
            {/* Scrollable, so reachable by keyboard (axe: scrollable-region-focusable). */}
            <pre tabIndex={0}>
              <code>{item.snippet.code}</code>
            </pre>
          </figure>
        ) : null}
        <Link to={item.href} className={styles.itemLink} aria-describedby={`${id}-title`}>
          {item.hrefLabel}
        </Link>
      </div>
    </li>
  );
}

export default function UpgradePlannerPage({planner}: {planner: PlannerData}): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const params = isBrowser ? new URLSearchParams(location.search) : new URLSearchParams();
  const {from, to} = resolvePair(params.get('from'), params.get('to'));
  const plan = useMemo(() => planUpgrade(planner, from, to), [planner, from, to]);
  const key = ticksKey(from, to);
  // Ticks of the pair in view: the ones toggled on this page, else what storage holds for the pair
  // (read during render, after hydration only: the server has no storage).
  const [toggled, setToggled] = useState<{key: string; ids: Set<string>} | null>(null);
  const ids = useMemo(
    () => (toggled?.key === key ? toggled.ids : isBrowser ? readTicks(key) : new Set<string>()),
    [toggled, key, isBrowser],
  );
  const allIds = plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items.map((item) => item.id)));
  const done = allIds.filter((id) => ids.has(id)).length;

  const toggle = (id: string) => {
    const next = new Set(ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    writeTicks(key, next);
    setToggled({key, ids: next});
  };
  const choose = (which: 'from' | 'to', name: string) => {
    const pair = resolvePair(which === 'from' ? name : from.name, which === 'to' ? name : to.name);
    history.push(plannerUrl(pair.from, pair.to));
  };
  const backwards = plan.itemCount === 0 && from !== to && compareDocsVersions(from, to) > 0;
  const hasMarkdown = to === LATEST_VERSION && versionsWithMarkdownPlan().includes(from);

  return (
    <Layout
      title={`Upgrade planner: ${from.label} to ${to.label}`}
      description="A checklist of what changes between two Stencil versions, in upgrade order.">
      <main className={`container margin-vert--lg ${styles.page}`}>
        {/* As markup, not a text child: the build's HTML minifier rewrites the server's copy of the
            rules, and a text child would then differ from the client's at hydration (React #418). */}
        <style dangerouslySetInnerHTML={{__html: css}} />
        <h1>Upgrade planner</h1>
        <p>
          Pick the version you use and the one you are moving to. The checklist below holds one item per change your project may have to act
          on, in the order of the upgrade: the major upgrade guides you cross first, then the changes of the releases in between, then the
          APIs removed or deprecated. Each says why it changed and what to do. Ticks are kept in this browser for this pair of versions.
        </p>
        <form className={styles.pair} action={plannerUrl(from, to).split('?')[0]} method="get" onSubmit={(event) => event.preventDefault()}>
          <VersionSelect label="From" value={from} onChange={(name) => choose('from', name)} />
          <VersionSelect label="To" value={to} onChange={(name) => choose('to', name)} />
        </form>
        <p className={styles.status} role="status">
          {plan.itemCount === 0
            ? `Nothing to do between ${from.label} and ${to.label}.`
            : `${plan.itemCount} items from ${from.label} to ${to.label}, ${done} done.`}
        </p>
        {backwards ? (
          <p>
            {from.label} is newer than {to.label}.{' '}
            <Link to={plannerUrl(to, from)}>
              Plan the upgrade from {to.label} to {from.label}
            </Link>
            .
          </p>
        ) : null}
        {hasMarkdown ? (
          <p className={styles.markdownLink}>
            <a href={`${BASE_URL}${planMarkdownFile(from)}`}>This plan as Markdown</a>
          </p>
        ) : null}
        <ProjectCheckSection planner={planner} from={from} to={to} />
        {plan.sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`plan-${section.id}`}>
            <h2 id={`plan-${section.id}`}>{section.title}</h2>
            {section.note ? (
              <p className={styles.note}>
                <InlineMarkdown text={section.note} />
              </p>
            ) : null}
            {section.groups.map((group) => (
              <div key={group.title} className={styles.group}>
                <h3>{group.title}</h3>
                <ul className={styles.checklist}>
                  {group.items.map((item) => (
                    <ChecklistItem key={item.id} item={item} checked={ids.has(item.id)} onToggle={toggle} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        ))}
      </main>
    </Layout>
  );
}
