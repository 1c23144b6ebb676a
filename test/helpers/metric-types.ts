/**
 * The custom metrics the tests register (helpers/core.ts, helpers/apps.ts and single test files), declared
 * for the type checker the way users declare theirs: declaration merging into `CustomMetrics`.
 */
export {};

declare module "../../src/rule-types.js" {
  interface CustomMetrics {
    word: string;
    score_of: string;
    test_email: string;
    test_launch: string;
    test_forbidden: string;
    test_throws: string;
    broken: string;
    llm_test_local: string;
    says_secret: string;
    slow_yes: string;
    ctx_probe: string;
  }
}
