// The jest project `integration on PostgreSQL` (.config/jest.config.ts): the servers its suites start go to a
// database of their own on TEST_DATABASE_URL's server instead of PGlite (tests/integration/server/start-test-server.ts).
process.env.TEST_SERVERS_ON_POSTGRES = '1';
