-- Issue 31: why a message was not sent is a code and its detail (lib/message-failure.ts), no longer
-- the sender's English. The rows written before become the codes the sender writes now; a text
-- that matches none keeps its words as the detail of GATEWAY_FAILED.
ALTER TABLE "customer_message_attempts" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "error_detail" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "error_detail" text;--> statement-breakpoint

UPDATE "customer_messages" SET "error_detail" = CASE
    WHEN "error" ~ '^[A-Za-z_]+: (missing|longer than|has a line break|looks like a link)' THEN split_part("error", ':', 1)
    WHEN "error" ~ ' answered [0-9]{3}' THEN substring("error" FROM ' answered ([0-9]{3}.*)$')
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN substring("error" FROM '\((E[A-Z_]+)\)$')
    WHEN "error" IN ('expired before it could be sent', 'the gateway timed out', 'SMS gateway timed out') THEN NULL
    ELSE "error" END,
  "error" = CASE
    WHEN "error" = 'expired before it could be sent' THEN 'EXPIRED'
    WHEN "error" IN ('the gateway timed out', 'SMS gateway timed out') THEN 'GATEWAY_TIMEOUT'
    WHEN "error" ~ '^[A-Za-z_]+: missing$' THEN 'TEMPLATE_VALUE_MISSING'
    WHEN "error" ~ '^[A-Za-z_]+: longer than ' THEN 'TEMPLATE_VALUE_TOO_LONG'
    WHEN "error" ~ '^[A-Za-z_]+: has a line break$' THEN 'TEMPLATE_VALUE_HAS_LINE_BREAK'
    WHEN "error" ~ '^[A-Za-z_]+: looks like a link' THEN 'TEMPLATE_VALUE_LOOKS_LIKE_LINK'
    WHEN "error" ~ ' answered [0-9]{3}' THEN 'GATEWAY_REFUSED'
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN 'GATEWAY_UNREACHABLE'
    ELSE 'GATEWAY_FAILED' END
WHERE "error" IS NOT NULL AND "error" !~ '^[A-Z_]+$';--> statement-breakpoint
UPDATE "customer_message_attempts" SET "error_detail" = CASE
    WHEN "error" ~ '^[A-Za-z_]+: (missing|longer than|has a line break|looks like a link)' THEN split_part("error", ':', 1)
    WHEN "error" ~ ' answered [0-9]{3}' THEN substring("error" FROM ' answered ([0-9]{3}.*)$')
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN substring("error" FROM '\((E[A-Z_]+)\)$')
    WHEN "error" IN ('expired before it could be sent', 'the gateway timed out', 'SMS gateway timed out') THEN NULL
    ELSE "error" END,
  "error" = CASE
    WHEN "error" = 'expired before it could be sent' THEN 'EXPIRED'
    WHEN "error" IN ('the gateway timed out', 'SMS gateway timed out') THEN 'GATEWAY_TIMEOUT'
    WHEN "error" ~ '^[A-Za-z_]+: missing$' THEN 'TEMPLATE_VALUE_MISSING'
    WHEN "error" ~ '^[A-Za-z_]+: longer than ' THEN 'TEMPLATE_VALUE_TOO_LONG'
    WHEN "error" ~ '^[A-Za-z_]+: has a line break$' THEN 'TEMPLATE_VALUE_HAS_LINE_BREAK'
    WHEN "error" ~ '^[A-Za-z_]+: looks like a link' THEN 'TEMPLATE_VALUE_LOOKS_LIKE_LINK'
    WHEN "error" ~ ' answered [0-9]{3}' THEN 'GATEWAY_REFUSED'
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN 'GATEWAY_UNREACHABLE'
    ELSE 'GATEWAY_FAILED' END
WHERE "error" IS NOT NULL AND "error" !~ '^[A-Z_]+$';--> statement-breakpoint
UPDATE "sms_messages" SET "error_detail" = CASE
    WHEN "error" ~ '^[A-Za-z_]+: (missing|longer than|has a line break|looks like a link)' THEN split_part("error", ':', 1)
    WHEN "error" ~ ' answered [0-9]{3}' THEN substring("error" FROM ' answered ([0-9]{3}.*)$')
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN substring("error" FROM '\((E[A-Z_]+)\)$')
    WHEN "error" IN ('expired before it could be sent', 'the gateway timed out', 'SMS gateway timed out') THEN NULL
    ELSE "error" END,
  "error" = CASE
    WHEN "error" = 'expired before it could be sent' THEN 'EXPIRED'
    WHEN "error" IN ('the gateway timed out', 'SMS gateway timed out') THEN 'GATEWAY_TIMEOUT'
    WHEN "error" ~ '^[A-Za-z_]+: missing$' THEN 'TEMPLATE_VALUE_MISSING'
    WHEN "error" ~ '^[A-Za-z_]+: longer than ' THEN 'TEMPLATE_VALUE_TOO_LONG'
    WHEN "error" ~ '^[A-Za-z_]+: has a line break$' THEN 'TEMPLATE_VALUE_HAS_LINE_BREAK'
    WHEN "error" ~ '^[A-Za-z_]+: looks like a link' THEN 'TEMPLATE_VALUE_LOOKS_LIKE_LINK'
    WHEN "error" ~ ' answered [0-9]{3}' THEN 'GATEWAY_REFUSED'
    WHEN "error" ~ '\(E[A-Z_]+\)$' THEN 'GATEWAY_UNREACHABLE'
    ELSE 'GATEWAY_FAILED' END
WHERE "error" IS NOT NULL AND "error" !~ '^[A-Z_]+$';
