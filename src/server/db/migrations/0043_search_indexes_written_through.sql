-- The caseload's trigram indexes (migration 0037) take each new or renamed student at once. With GIN's
-- default fast update, new entries wait in a pending list until a vacuum; the planner prices a search as
-- reading that whole list, so after a few thousand sign-ups it chose a sequential scan of every student
-- for a name search. Sign-ups are rare next to searches: each insert now pays for its own index entries.
DO $$
BEGIN
  IF to_regclass('users_search_trgm_idx') IS NOT NULL THEN
    EXECUTE 'ALTER INDEX "users_search_trgm_idx" SET (fastupdate = off)';
    PERFORM gin_clean_pending_list('users_search_trgm_idx'::regclass);
  END IF;
  IF to_regclass('users_phone_digits_trgm_idx') IS NOT NULL THEN
    EXECUTE 'ALTER INDEX "users_phone_digits_trgm_idx" SET (fastupdate = off)';
    PERFORM gin_clean_pending_list('users_phone_digits_trgm_idx'::regclass);
  END IF;
END
$$;
