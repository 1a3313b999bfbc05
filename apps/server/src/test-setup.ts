// Server tests run in Node against in-memory PGlite; nothing global to set up beyond a stable
// time zone, so date formatting in assertions does not depend on the machine.
process.env.TZ = 'UTC';
