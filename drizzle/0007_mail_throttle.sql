CREATE TABLE "mail_throttle" (
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mail_throttle_kind_address_pk" PRIMARY KEY("kind","address")
);
