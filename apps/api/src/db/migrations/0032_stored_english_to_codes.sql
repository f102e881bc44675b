-- Issue 31, decision 0049 (its addendum "what the shop wrote before"): rows the API wrote in English
-- before it wrote codes become the codes it writes now, so that every reader words them in its
-- language. Only the sentences the shop itself wrote, matched whole; what a person typed stays.

-- The shop as an actor has no name: the reader words "the shop" (a payment provider keeps its own).
UPDATE "order_events" SET "actor_name" = NULL WHERE "actor_kind" = 'system' AND "actor_name" = 'Shop';
--> statement-breakpoint
UPDATE "order_payments" SET "actor_name" = NULL WHERE "actor_kind" = 'system' AND "actor_name" = 'Shop';
--> statement-breakpoint
UPDATE "payment_refunds" SET "actor_name" = NULL WHERE "actor_kind" = 'system' AND "actor_name" = 'Shop';
--> statement-breakpoint
-- The shop's own refund of a cancelled order said why in English; its row now says orderCancelled.
UPDATE "payment_refunds" SET "reason" = NULL WHERE "actor_kind" = 'system' AND "reason" = 'Order cancelled';
--> statement-breakpoint

-- Payment rows from before their kinds (0029): "Paid online by UPI (pay_…)".
UPDATE "order_payments" p SET "note_kind" = 'PAID_ONLINE',
  "note_values" = jsonb_build_object('method', m.parts[1], 'reference', m.parts[2]), "note" = NULL
FROM (SELECT "id", regexp_match("note", '^Paid online(?: by (\S+))? \(([^()]+)\)$') AS parts
  FROM "order_payments" WHERE "note_kind" IS NULL AND "actor_kind" = 'system') m
WHERE p."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint
-- "Paid online by UPI a second time (pay_…): to be refunded".
UPDATE "order_payments" p SET "note_kind" = 'PAID_TO_REFUND',
  "note_values" = jsonb_build_object('method', m.parts[1], 'reference', m.parts[4],
    'why', CASE WHEN m.parts[2] = 'after the order was cancelled' THEN 'CANCELLED'
      WHEN m.parts[2] = 'a second time' THEN 'PAID_TWICE' ELSE 'WRONG_AMOUNT' END,
    'amount', coalesce(m.parts[3]::int, p."amount")),
  "note" = NULL
FROM (SELECT "id", regexp_match("note",
    '^Paid online(?: by (\S+))? (after the order was cancelled|a second time|for (\d+) paise, not the order''s total) \(([^()]+)\): to be refunded$') AS parts
  FROM "order_payments" WHERE "note_kind" IS NULL AND "actor_kind" = 'system') m
WHERE p."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint
-- "Refund rfnd_…: <reason>": the reason staff typed stays the note; the shop's "Order cancelled" goes.
UPDATE "order_payments" p SET "note_kind" = 'REFUND',
  "note_values" = jsonb_build_object('reference', m.parts[1], 'orderCancelled', p."actor_kind" = 'system'),
  "note" = CASE WHEN p."actor_kind" = 'system' THEN NULL ELSE m.parts[2] END
FROM (SELECT "id", regexp_match("note", '^Refund ([^:[:space:]]+)(?:: (.*))?$') AS parts
  FROM "order_payments"
  WHERE "note_kind" IS NULL AND "status" IN ('REFUNDED', 'PARTIALLY_REFUNDED')) m
WHERE p."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint

-- Timeline rows from before their kinds (0026).
UPDATE "order_events" e SET "note_kind" = 'PAID_ONLINE',
  "note_values" = jsonb_build_object('method', m.parts[1], 'reference', m.parts[2]), "note" = NULL
FROM (SELECT "id", regexp_match("note", '^Paid online(?: by (\S+))? \(([^()]+)\)$') AS parts
  FROM "order_events" WHERE "note_kind" IS NULL AND "actor_kind" = 'system') m
WHERE e."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint
UPDATE "order_events" e SET "note_kind" = 'UNPAID_EXPIRED',
  "note_values" = jsonb_build_object('minutes', m.parts[1]::int), "note" = NULL
FROM (SELECT "id", regexp_match("note", '^Not paid within (\d+) minutes: cancelled, stock released$') AS parts
  FROM "order_events" WHERE "note_kind" IS NULL AND "actor_kind" = 'system') m
WHERE e."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint
UPDATE "order_events" SET "note_kind" = CASE "note" WHEN 'Archived' THEN 'ARCHIVED' ELSE 'UNARCHIVED' END,
  "note_values" = '{}'::jsonb, "note" = NULL
WHERE "note_kind" IS NULL AND "actor_kind" = 'staff' AND "note" IN ('Archived', 'Back from the archive');
--> statement-breakpoint
UPDATE "order_events" e SET "note_kind" = 'RESTOCKED',
  "note_values" = jsonb_build_object('quantity', m.parts[1]::int, 'name', m.parts[2]), "note" = NULL
FROM (SELECT "id", regexp_match("note", '^Returned to stock: (\d+) × (.+)$') AS parts
  FROM "order_events" WHERE "note_kind" IS NULL AND "actor_kind" = 'staff') m
WHERE e."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint
-- A mark at the door: "Not home: gate locked" (the delivery person's note after the colon).
UPDATE "order_events" e SET "note_kind" = 'DOOR_MARK',
  "note_values" = jsonb_build_object('outcome', CASE m.parts[1] WHEN 'Delivered' THEN 'DELIVERED'
    WHEN 'Not home' THEN 'NOT_HOME' ELSE 'REFUSED' END),
  "note" = m.parts[2]
FROM (SELECT "id", regexp_match("note", '^(Delivered|Not home|Refused)(?:: (.*))?$') AS parts
  FROM "order_events" WHERE "note_kind" IS NULL AND "actor_kind" = 'staff') m
WHERE e."id" = m."id" AND m.parts IS NOT NULL;
--> statement-breakpoint

-- Messages keep their template's key, values and language, no text (the sender and staff's
-- screens render them): the text and values written with keyed rows go, and so do the English
-- words of a slot or a courier's days where the row keeps the facts they are worded from.
UPDATE "customer_messages" SET "body" = NULL, "variables" = '{}'::text[],
  "template_values" = CASE
    WHEN "template_values" ? 'slotDay' THEN "template_values" - 'slot' - 'expected'
    ELSE "template_values" - 'expected' END
WHERE "template_key" <> '';
