CREATE TABLE "tarot_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"code" text NOT NULL,
	"arcana" text NOT NULL,
	"suit_id" integer,
	"number" integer NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"keywords_upright" jsonb NOT NULL,
	"keywords_reversed" jsonb NOT NULL,
	"upright" text NOT NULL,
	"reversed" text NOT NULL,
	"upright_themes" jsonb NOT NULL,
	"reversed_themes" jsonb NOT NULL,
	"imagery" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "tarot_cards_deck_code_unique" UNIQUE("deck_id","code"),
	CONSTRAINT "tarot_cards_arcana_check" CHECK ("tarot_cards"."arcana" in ('MAJOR', 'MINOR'))
);
--> statement-breakpoint
CREATE TABLE "tarot_decks" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_ko" text NOT NULL,
	"description" text NOT NULL,
	"card_count" integer NOT NULL,
	CONSTRAINT "tarot_decks_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tarot_suits" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"suit" text NOT NULL,
	"name_ko" text NOT NULL,
	"name_en" text NOT NULL,
	"element_ko" text NOT NULL,
	"element_en" text NOT NULL,
	"themes" jsonb NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "tarot_suits_deck_suit_unique" UNIQUE("deck_id","suit"),
	CONSTRAINT "tarot_suits_suit_check" CHECK ("tarot_suits"."suit" in ('WANDS', 'CUPS', 'SWORDS', 'PENTACLES'))
);
--> statement-breakpoint
ALTER TABLE "tarot_cards" ADD CONSTRAINT "tarot_cards_deck_id_tarot_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."tarot_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_cards" ADD CONSTRAINT "tarot_cards_suit_id_tarot_suits_id_fk" FOREIGN KEY ("suit_id") REFERENCES "public"."tarot_suits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tarot_suits" ADD CONSTRAINT "tarot_suits_deck_id_tarot_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."tarot_decks"("id") ON DELETE cascade ON UPDATE no action;