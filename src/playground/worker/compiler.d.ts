// The release's compiler, chosen per bundle by ../bundle/compilers.ts (an esbuild alias).
declare module '@playground/compiler';
