-- Change feed for the landing page's content: the server keeps the hero, features, plans and testimonials
-- it renders the landing page with in memory (server/src/features/spa/landing-data.ts), until a write to the
-- live CMS content or the testimonials (plans and tools announce themselves since 0007) is announced here.
CREATE TRIGGER "cms_content_changes" AFTER INSERT OR UPDATE OR DELETE ON "cms_content"
  FOR EACH STATEMENT EXECUTE FUNCTION "vikreta_notify_change"();--> statement-breakpoint
CREATE TRIGGER "testimonials_changes" AFTER INSERT OR UPDATE OR DELETE ON "testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION "vikreta_notify_change"();
