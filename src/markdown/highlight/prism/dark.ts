/**
 * Prism theme for dark mode, with every token colour at WCAG AA contrast (4.5:1) or better
 * on the block background (see ./light.ts for why we keep our own palettes).
 */
import type {PrismTheme} from 'prism-react-renderer';

const prismDark: PrismTheme = {
  plain: {color: '#e6edf3', backgroundColor: '#161b22'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#9aa5b1', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#e6edf3'}},
    {types: ['keyword', 'operator', 'important', 'atrule', 'rule'], style: {color: '#ff8b82'}},
    {types: ['string', 'char', 'url', 'regex', 'attr-value'], style: {color: '#a5d6ff'}},
    {types: ['function', 'function-variable', 'method'], style: {color: '#d2a8ff'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: {color: '#79c0ff'}},
    {types: ['class-name', 'maybe-class-name', 'builtin', 'attr-name', 'variable', 'parameter'], style: {color: '#ffa657'}},
    {types: ['tag', 'selector'], style: {color: '#7ee787'}},
    {types: ['decorator', 'annotation'], style: {color: '#d2a8ff'}},
    {types: ['inserted'], style: {color: '#7ee787'}},
    {types: ['deleted'], style: {color: '#ffa198'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};

export default prismDark;
