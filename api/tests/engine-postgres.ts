// setupFiles of the postgres jest project: every test file of that project opens PostgreSQL.
process.env.ENGAGE_TEST_ENGINE = 'postgres';
