/** SPEC §2 test page that stands in for the identity provider's window in this build. */
export const IDENTITY_TEST_PATH = '/_test/identity-verification';
