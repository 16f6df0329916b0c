/**
 * Prism theme for light mode. Our own palette rather than a bundled theme because every
 * token colour must reach WCAG AA contrast (4.5:1) on the block background: the bundled
 * light themes use comment greys around 2.8:1, which axe-core reports as violations.
 */
import type {PrismTheme} from 'prism-react-renderer';

const prismLight: PrismTheme = {
  plain: {color: '#1f2328', backgroundColor: '#f6f8fa'},
  styles: [
    {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: '#57606a', fontStyle: 'italic'}},
    {types: ['punctuation'], style: {color: '#1f2328'}},
    {types: ['keyword', 'operator', 'important', 'atrule', 'rule'], style: {color: '#b3222b'}},
    {types: ['string', 'char', 'url', 'regex', 'attr-value'], style: {color: '#0a3069'}},
    {types: ['function', 'function-variable', 'method'], style: {color: '#7a3fd1'}},
    {types: ['number', 'boolean', 'constant', 'symbol', 'property'], style: {color: '#0550ae'}},
    {types: ['class-name', 'maybe-class-name', 'builtin', 'attr-name', 'variable', 'parameter'], style: {color: '#8a3400'}},
    {types: ['tag', 'selector'], style: {color: '#116329'}},
    {types: ['decorator', 'annotation'], style: {color: '#7a3fd1'}},
    {types: ['inserted'], style: {color: '#116329'}},
    {types: ['deleted'], style: {color: '#82071e'}},
    {types: ['italic'], style: {fontStyle: 'italic'}},
    {types: ['bold'], style: {fontWeight: 'bold'}},
  ],
};

export default prismLight;
