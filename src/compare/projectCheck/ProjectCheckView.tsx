/**
 * The project check's form and results (lazy chunk, with its parser; ./ProjectCheckSection.tsx
 * loads it). The reader pastes, chooses or drops package.json, stencil.config.ts and optionally
 * tsconfig.json; `checkProject` reads them in this tab. Nothing is uploaded or stored, and every
 * piece of the reader's text is shown as React text, never as markup.
 */
import React, {useId, useRef, useState, type DragEvent, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {versionByName, type DocsVersion} from '@site/src/versions/versions';
import {releasesDocumentedFrom} from '@site/src/versions/documentedBy';
import type {PlannerData} from '../planner/types';
import {plannerUrl} from '../planner/menuLink';
import {InlineMarkdown} from '../planner/InlineMarkdown';
import {checkProject, type FileName, type ProjectCheck} from '.';
import {css} from './styles';

const FILES: {name: FileName; label: string; hint: string; accept: string}[] = [
  {name: 'packageJson', label: 'package.json', hint: 'Says which Stencil release you use.', accept: '.json,application/json'},
  {name: 'stencilConfig', label: 'stencil.config.ts', hint: 'Your config as it is; nothing in it runs.', accept: '.ts,.js,.mjs,.cjs,.mts'},
  {name: 'tsconfig', label: 'tsconfig.json (optional)', hint: 'Only checked for syntax.', accept: '.json,application/json'},
];

const FILE_LABELS: Record<FileName, string> = {packageJson: 'package.json', stencilConfig: 'stencil.config.ts', tsconfig: 'tsconfig.json'};

function FileField({field, value, onChange}: {field: (typeof FILES)[number]; value: string; onChange: (text: string) => void}): ReactNode {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [readError, setReadError] = useState<string>();
  const read = (file: File | undefined) => {
    if (!file) return;
    file.text().then(
      (text) => {
        setReadError(undefined);
        onChange(text);
      },
      () => setReadError(`${file.name} could not be read.`),
    );
  };
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const file = event.dataTransfer.files[0];
    setDragging(false);
    if (!file) return;
    event.preventDefault();
    read(file);
  };
  return (
    <div className="project-check-file">
      <label htmlFor={`${id}-text`}>{field.label}</label>
      <p className="project-check-hint" id={`${id}-hint`}>
        {field.hint} Paste it, drop the file on the box, or choose it.
      </p>
      <textarea
        id={`${id}-text`}
        name={field.name}
        aria-describedby={`${id}-hint`}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={value}
        data-dragging={dragging}
        onChange={(event) => onChange(event.target.value)}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      />
      <label className="project-check-hint" htmlFor={`${id}-file`}>
        Choose {field.label.replace(' (optional)', '')} from your computer
      </label>
      <input id={`${id}-file`} type="file" accept={field.accept} onChange={(event) => read(event.target.files?.[0])} />
      {readError ? <p role="alert">{readError}</p> : null}
    </div>
  );
}

function lineLabel(line: number | undefined): string {
  return line !== undefined && line > 0 ? `Line ${line}: ` : '';
}

function Results({result, to}: {result: ProjectCheck; to: DocsVersion}): ReactNode {
  const from = result.from ? versionByName(result.from) : undefined;
  const plan = result.plan;
  const planItems = plan?.plan.sections.flatMap((section) => section.groups.flatMap((group) => group.items)) ?? [];
  return (
    <>
      {result.problems.length > 0 ? (
        <div role="alert">
          <h4>Files that could not be read</h4>
          <ul>
            {result.problems.map((problem) => (
              <li key={problem.file}>
                {FILE_LABELS[problem.file]} does not parse at line {problem.line}, column {problem.column}: {problem.message}. The other
                files are still checked.
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <h4>Stencil in use</h4>
      <p>
        {result.stencil.declared ? (
          <>
            package.json asks for <code>@stencil/core</code> <code>{result.stencil.declared}</code> in {result.stencil.field}.{' '}
          </>
        ) : null}
        {result.stencil.note}
      </p>
      {from && from !== to ? (
        <p>
          <Link to={plannerUrl(from, to)}>
            Show the plan from {from.label} to {to.label}
          </Link>
        </p>
      ) : null}

      <h4>Config keys to look at ({result.findings.length})</h4>
      {result.findings.length === 0 ? (
        <p>{result.configRead ? 'Nothing to change in the keys that were read.' : 'No keys were read.'}</p>
      ) : (
        <ul>
          {result.findings.map((finding) => (
            <li key={`${finding.kind}:${finding.key}:${finding.line}:${finding.column}`} data-finding={finding.kind}>
              <span className="project-check-line">{lineLabel(finding.line)}</span>
              <InlineMarkdown text={finding.message} /> <Link to={finding.href}>Where it is documented</Link>
            </li>
          ))}
        </ul>
      )}
      {result.migrations ? (
        <>
          <h4>Lines the next major changes ({result.migrations.length})</h4>
          {result.migrations.length === 0 ? (
            <p>No line of the config that was read is one the next major changes.</p>
          ) : (
            <ul data-migrations="">
              {result.migrations.map((found) => (
                <li key={`${found.file}:${found.line}:${found.column}:${found.name}:${found.rule}`} data-migrate-rule={found.rule}>
                  <span className="project-check-line">
                    {found.file === 'stencil.config.ts' ? lineLabel(found.line) : `${found.file}, ${lineLabel(found.line)}`}
                  </span>
                  <InlineMarkdown text={found.message} /> <Link to={found.item.href}>Where it is documented</Link>
                </li>
              ))}
            </ul>
          )}
          {result.testing ? (
            <p data-testing-move="">
              <InlineMarkdown text={result.testing.message} /> <Link to={result.testing.href}>Testing in the next major</Link>
            </p>
          ) : null}
        </>
      ) : null}
      {result.defaultsCompared ? null : <p>Changed defaults are not compared: the recorded API facts do not hold defaults.</p>}
      {result.configRead && result.notChecked.length > 0 ? (
        <p>Part of the config was not read (listed below): nothing here says that part leaves a key unset.</p>
      ) : null}

      <h4>Not checked ({result.notChecked.length})</h4>
      {!result.configRead ? (
        <p>stencil.config.ts was not read, so none of its keys or output targets were checked.</p>
      ) : result.notChecked.length === 0 ? (
        <p>Every part of the config was read.</p>
      ) : (
        <ul>
          {result.notChecked.map((part) => (
            <li key={`${part.line}:${part.column}:${part.where}`}>
              <span className="project-check-line">{lineLabel(part.line)}</span>
              <code>{part.where}</code>: <InlineMarkdown text={part.reason} />
            </li>
          ))}
        </ul>
      )}

      {result.plugins.length > 0 ? (
        <>
          <h4>Plugins ({result.plugins.length})</h4>
          <ul>
            {result.plugins.map((plugin) => (
              <li key={`${plugin.line}:${plugin.column}`} data-plugin={plugin.name}>
                <span className="project-check-line">{lineLabel(plugin.line)}</span>
                <code>{plugin.name}</code>
                {plugin.from ? (
                  <>
                    {' '}
                    from <code>{plugin.from}</code>
                  </>
                ) : null}
                : {plugin.note}.
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h4>Output targets and framework wrappers</h4>
      {result.outputTargets.length === 0 && result.wrappers.length === 0 ? <p>No output targets were read.</p> : null}
      {result.outputTargets.length > 0 ? (
        <ul>
          {result.outputTargets.map((use) => (
            <li key={`${use.line}:${use.name}`}>
              <span className="project-check-line">{lineLabel(use.line)}</span>
              <code>{use.name}</code>
              {use.wrapper ? (
                <>
                  {' '}
                  (<code>{use.wrapper}</code>)
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {result.wrappers.length > 0 ? (
        <ul>
          {result.wrappers.map((wrapper) => (
            <li key={wrapper.package} data-wrapper={wrapper.package}>
              {wrapper.framework}: <code>{wrapper.package}</code>
              {wrapper.declared ? (
                <>
                  {' '}
                  <code>{wrapper.declared}</code>
                </>
              ) : (
                ' (not in package.json)'
              )}
              . {wrapper.expects} <Link to={wrapper.href}>{wrapper.framework} integration</Link>
            </li>
          ))}
        </ul>
      ) : null}

      {plan ? (
        <>
          <h4>Plan items for this project</h4>
          <p data-plan-summary="">
            Items from {plan.plan.from.label} to {plan.plan.to.label} that apply: {plan.plan.itemCount} of {plan.total};{' '}
            {plan.hidden === 1 ? '1 is hidden as it concerns' : `${plan.hidden} are hidden as they concern`} output targets or config keys
            this project does not use.
          </p>
          {planItems.length > 0 ? (
            <details data-plan-items="">
              <summary>{planItems.length === 1 ? 'The item that applies' : `The ${planItems.length} items that apply`}</summary>
              <ul>
                {planItems.map((item) => (
                  <li key={item.id}>
                    <Link to={item.href}>
                      <InlineMarkdown text={item.title} />
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      ) : null}
    </>
  );
}

export default function ProjectCheckView({planner, from, to}: {planner: PlannerData; from: DocsVersion; to: DocsVersion}): ReactNode {
  const [files, setFiles] = useState<Record<FileName, string>>({packageJson: '', stencilConfig: '', tsconfig: ''});
  const [result, setResult] = useState<{check: ProjectCheck; release: string}>();
  // The To version's own release, or a later one it documents (v4.38: up to the newest 4.x).
  const targets = releasesDocumentedFrom(to, planner.configHistory?.releases ?? []);
  const [chosenTarget, setChosenTarget] = useState<string>();
  const targetRelease = chosenTarget && targets.includes(chosenTarget as (typeof targets)[number]) ? chosenTarget : to.npmVersion;
  const heading = useRef<HTMLHeadingElement>(null);
  const targetId = useId();

  if (!planner.apiItems) {
    return <p>This build has no API facts, so config keys cannot be checked here.</p>;
  }
  const apiItems = planner.apiItems;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const exact = targetRelease !== to.npmVersion ? {targetRelease} : {};
    setResult({check: checkProject(files, {target: to.name, defaultFrom: from.name, apiItems, planner, ...exact}), release: targetRelease});
    // The results replace the previous ones: move there, so a keyboard or screen reader user hears them.
    requestAnimationFrame(() => heading.current?.focus());
  };
  const empty = !files.packageJson.trim() && !files.stencilConfig.trim();

  return (
    <div>
      <style>{css}</style>
      <p>
        Everything happens in this browser tab: the files are read here and sent nowhere. The config is parsed, never run, so values that
        come from other files or from <code>process.env</code> are listed as not checked.
      </p>
      <form className="project-check-form" onSubmit={submit} aria-label="Project files">
        {FILES.map((field) => (
          <FileField
            key={field.name}
            field={field}
            value={files[field.name]}
            onChange={(text) => setFiles({...files, [field.name]: text})}
          />
        ))}
        {targets.length > 1 ? (
          <div>
            <label htmlFor={targetId}>Release to check against</label>{' '}
            <select id={targetId} name="target-release" value={targetRelease} onChange={(event) => setChosenTarget(event.target.value)}>
              {targets.map((of) => (
                <option key={of} value={of}>
                  @stencil/core {of}
                  {of === to.npmVersion ? ` (what ${to.label} documents)` : ''}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <button type="submit" className="button button--primary" disabled={empty}>
            Check against {targetRelease === to.npmVersion ? to.label : `@stencil/core ${targetRelease}`}
          </button>
        </div>
      </form>
      {result ? (
        <section className="project-check-results" aria-labelledby="project-check-results">
          <h3 id="project-check-results" ref={heading} tabIndex={-1}>
            Results for an upgrade to {result.release === to.npmVersion ? to.label : `@stencil/core ${result.release} (docs: ${to.label})`}
          </h3>
          <Results result={result.check} to={to} />
        </section>
      ) : null}
    </div>
  );
}
