/**
 * The prerelease of the next major line that the v4 → v5 migration is written against (issue 41):
 * the `stencil migrate` rules of its `@stencil/cli` (published at the same version as
 * `@stencil/core`) are recorded by generators/migrate-rules, and the plan items of
 * content/upgrade-items/ with `release: next-major` land in it. Next pins the same release
 * (issue 40); moving to a newer prerelease changes this line and reruns
 * `npm run generate -- --only migrate-rules`.
 */
import {release, type Release} from './release';

export const NEXT_MAJOR_RELEASE: Release = release('5.0.0-beta.12');
