CREATE TABLE "image_variants" (
	"hash" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "image_variants_pkey" PRIMARY KEY("hash","width","format")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"format" text NOT NULL,
	"original" "bytea" NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "horses" ADD COLUMN "picture_alt" text;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_hash_images_hash_fk" FOREIGN KEY ("hash") REFERENCES "public"."images"("hash") ON DELETE cascade ON UPDATE no action;