-- Version history: every create, update and restore of a resume stores an immutable snapshot.
-- The newest 100 per resume are kept; older ones are pruned by the statement that adds a version.
CREATE TABLE resume_versions (
  resume_id uuid NOT NULL REFERENCES resumes (id) ON DELETE CASCADE,
  version integer NOT NULL,
  title text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (resume_id, version)
);

-- Resumes stored before version history existed start it with their current state.
INSERT INTO resume_versions (resume_id, version, title, data, created_at)
SELECT id, version, title, data, updated_at FROM resumes;

-- Public share links: at most one per resume; the token is the whole credential (256 random bits).
CREATE TABLE resume_shares (
  token text PRIMARY KEY,
  resume_id uuid NOT NULL UNIQUE REFERENCES resumes (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
