-- Trigram search (name, brand, description) needs pg_trgm before the GIN indexes of the next migration.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
