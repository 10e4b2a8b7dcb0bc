-- A claim no API can check is reviewed by a person (docs/review.md): first the post's producer,
-- within PRODUCER_REVIEW_HOURS of the claim (`review_due_at`), then engage's operators when the
-- producer has not decided, and always for an appeal. `reviewer` is who decides now (NULL while the
-- verifier itself is still asking the platform); `decided_by` who decided last. A refused claim may
-- be appealed once, with a note; `appealed_at` set means that appeal is spent.
ALTER TABLE task_claims ADD COLUMN reviewer text CHECK (reviewer IN ('producer', 'operator'));
ALTER TABLE task_claims ADD COLUMN review_due_at timestamptz;
ALTER TABLE task_claims ADD COLUMN decided_by text CHECK (decided_by IN ('platform', 'producer', 'operator'));
ALTER TABLE task_claims ADD COLUMN appeal_note text;
ALTER TABLE task_claims ADD COLUMN appealed_at timestamptz;

-- Claims already waiting for a person go to their producer, with the usual 72 hours from the claim.
UPDATE task_claims SET reviewer = 'producer', review_due_at = created_at + interval '72 hours'
  WHERE status = 'review' AND NOT recheck;

CREATE INDEX task_claims_producer_due_idx ON task_claims (review_due_at)
  WHERE status = 'review' AND reviewer = 'producer';
CREATE INDEX task_claims_user_idx ON task_claims (user_id, created_at DESC);
CREATE INDEX task_claims_link_idx ON task_claims (link_id) WHERE status = 'review';
