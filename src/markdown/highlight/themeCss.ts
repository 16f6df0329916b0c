/**
 * The light and dark Prism themes (./prism/light.ts, ./prism/dark.ts) as one stylesheet, so
 * switching the colour mode recolours the code with CSS alone, and the token classes each token
 * needs for that stylesheet to give it the colours prism-react-renderer would have given it.
 *
 * Why the classes are pruned: prism-react-renderer merges a token's type styles in the token's
 * own type order (`tag attr-value punctuation` is punctuation-coloured), while CSS applies rules
 * in stylesheet order. Dropping every type whose properties a later type of the same token
 * overrides, in both themes, leaves classes whose cascade gives the same result;
 * `cascadeMismatch` checks that and the build warns if a theme edit ever breaks it. A token
 * that would only repeat the block's own text colour (punctuation, in our themes) gets no class
 * and no element at all: each span costs its page's HTML and MDX chunk some 60 bytes.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = Record<string, string | number | undefined>;

/** The block's own colours, as the variables theme-classic's code block CSS reads. */
const PLAIN_VARIABLES: Record<string, string> = {color: '--prism-color', backgroundColor: '--prism-background-color'};

/** Each colour mode's selector; both have the same specificity, and only one ever matches. */
const MODE_SELECTORS = {light: "html:not([data-theme='dark'])", dark: "html[data-theme='dark']"} as const;

/** Only code blocks: inline code and other `.token` elements keep their own styles. */
const CODE_BLOCK = '.theme-code-block';

export interface CodeThemes {
  light: PrismTheme;
  dark: PrismTheme;
}

/** A type's merged style in one theme, as prism-react-renderer's themeToDict builds it. */
function styleOf(theme: PrismTheme, type: string): Style {
  return Object.assign({}, ...theme.styles.filter((entry) => entry.types.includes(type)).map((entry) => entry.style));
}

export function assertSupported(themes: CodeThemes): void {
  for (const theme of [themes.light, themes.dark]) {
    if (theme.styles.some((entry) => entry.languages)) {
      throw new Error('buildTimeHighlight: theme entries restricted to `languages` are not supported by the generated stylesheet.');
    }
  }
}

/** The classes of a token with these Prism types: `token` and the types that still matter. */
export function tokenClasses(types: string[], themes: CodeThemes): string[] {
  const styled = types.filter((type) => type !== 'plain');
  const kept = styled.filter((type, i) => {
    const later = styled.slice(i + 1);
    return [themes.light, themes.dark].some((theme) => {
      const own = Object.keys(styleOf(theme, type));
      const overridden = new Set(later.flatMap((t) => Object.keys(styleOf(theme, t))));
      return own.some((property) => !overridden.has(property));
    });
  });
  const classes = [...new Set(kept)];
  const looksPlain = [themes.light, themes.dark].every((theme) => sameStyle(cascade(theme, classes), {}, theme));
  return looksPlain ? [] : ['token', ...classes];
}

/** Equal as rendered inside the block, whose text already has the theme's plain colour. */
function sameStyle(a: Style, b: Style, theme: PrismTheme): boolean {
  const rendered = (style: Style) => JSON.stringify(Object.entries({color: theme.plain.color, ...style}).sort());
  return rendered(a) === rendered(b);
}

/** What the generated stylesheet gives an element with these classes, in one theme. */
function cascade(theme: PrismTheme, classes: string[]): Style {
  return Object.assign(
    {},
    ...theme.styles.filter((entry) => entry.types.some((type) => classes.includes(type))).map((entry) => entry.style),
  );
}

/** The style prism-react-renderer gives a token with these types (getTokenProps). */
function reference(theme: PrismTheme, types: string[]): Style {
  if (types.length === 1 && types[0] === 'plain') return {};
  return Object.assign({}, ...types.map((type) => (type === 'plain' ? {color: theme.plain.color} : styleOf(theme, type))));
}

/** Undefined when the classes render as prism-react-renderer would, else a description of the difference. */
export function cascadeMismatch(types: string[], classes: string[], themes: CodeThemes): string | undefined {
  for (const [mode, theme] of Object.entries(themes) as [string, PrismTheme][]) {
    const want = reference(theme, types);
    const got = cascade(theme, classes);
    if (!sameStyle(want, got, theme)) {
      return `${mode}: types [${types.join(' ')}] want ${JSON.stringify(want)}, classes [${classes.join(' ')}] give ${JSON.stringify(got)}`;
    }
  }
  return undefined;
}

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: Style) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${kebab(property)}: ${value};`)
    .join(' ');

/** The stylesheet: per colour mode, the block's variables, then one rule per theme entry, in theme order. */
export function themeCss(themes: CodeThemes): string {
  assertSupported(themes);
  const rules: string[] = ['/* Generated by src/plugins/buildTimeHighlight from its prism/light.ts and prism/dark.ts. */'];
  for (const [mode, theme] of [
    ['light', themes.light],
    ['dark', themes.dark],
  ] as const) {
    const scope = `${MODE_SELECTORS[mode]} ${CODE_BLOCK}`;
    const variables = Object.entries(theme.plain)
      .filter(([property, value]) => PLAIN_VARIABLES[property] && typeof value === 'string')
      .map(([property, value]) => `${PLAIN_VARIABLES[property]}: ${value};`)
      .join(' ');
    rules.push(`${scope} { ${variables} }`);
    for (const entry of theme.styles) {
      rules.push(`${entry.types.map((type) => `${scope} .token.${type}`).join(',\n')} { ${declarations(entry.style as Style)} }`);
    }
  }
  return `${rules.join('\n')}\n`;
}
