import { DialectMigration } from './dialect-migration.js';

/** Site settings of WordPress's reading and writing screens, for its REST `/settings`. */
export class Migration20261129201757 extends DialectMigration {
  override name = 'Migration20261129201757';

  protected readonly sqlite = {
    up: [
      "alter table `site_settings` add column `time_format` text not null default 'g:i a';",
      'alter table `site_settings` add column `start_of_week` integer not null default 1;',
      'alter table `site_settings` add column `email` text null;',
      "alter table `site_settings` add column `language` text not null default 'en_US';",
      'alter table `site_settings` add column `use_smilies` integer not null default true;',
      'alter table `site_settings` add column `default_category` integer not null default 1;',
      "alter table `site_settings` add column `default_post_format` text not null default '0';",
      'alter table `site_settings` add column `posts_per_page` integer not null default 10;',
      "alter table `site_settings` add column `show_on_front` text not null default 'posts';",
      'alter table `site_settings` add column `page_on_front` integer not null default 0;',
      'alter table `site_settings` add column `page_for_posts` integer not null default 0;',
      "alter table `site_settings` add column `default_ping_status` text not null default 'open';",
      "alter table `site_settings` add column `default_comment_status` text not null default 'open';",
      'alter table `site_settings` add column `site_logo` integer null;',
      'alter table `site_settings` add column `site_icon` integer not null default 0;',
    ],
    down: [
      'alter table `site_settings` drop column `time_format`;',
      'alter table `site_settings` drop column `start_of_week`;',
      'alter table `site_settings` drop column `email`;',
      'alter table `site_settings` drop column `language`;',
      'alter table `site_settings` drop column `use_smilies`;',
      'alter table `site_settings` drop column `default_category`;',
      'alter table `site_settings` drop column `default_post_format`;',
      'alter table `site_settings` drop column `posts_per_page`;',
      'alter table `site_settings` drop column `show_on_front`;',
      'alter table `site_settings` drop column `page_on_front`;',
      'alter table `site_settings` drop column `page_for_posts`;',
      'alter table `site_settings` drop column `default_ping_status`;',
      'alter table `site_settings` drop column `default_comment_status`;',
      'alter table `site_settings` drop column `site_logo`;',
      'alter table `site_settings` drop column `site_icon`;',
    ],
  };

  protected readonly postgresql = {
    up: [
      'alter table "site_settings" add "time_format" varchar(100) not null default \'g:i a\', add "start_of_week" int not null default 1, add "email" varchar(100) null, add "language" varchar(20) not null default \'en_US\', add "use_smilies" boolean not null default true, add "default_category" int not null default 1, add "default_post_format" varchar(20) not null default \'0\', add "posts_per_page" int not null default 10, add "show_on_front" varchar(20) not null default \'posts\', add "page_on_front" int not null default 0, add "page_for_posts" int not null default 0, add "default_ping_status" varchar(10) not null default \'open\', add "default_comment_status" varchar(10) not null default \'open\', add "site_logo" int null, add "site_icon" int not null default 0;',
    ],
    down: [
      'alter table "site_settings" drop column "time_format", drop column "start_of_week", drop column "email", drop column "language", drop column "use_smilies", drop column "default_category", drop column "default_post_format", drop column "posts_per_page", drop column "show_on_front", drop column "page_on_front", drop column "page_for_posts", drop column "default_ping_status", drop column "default_comment_status", drop column "site_logo", drop column "site_icon";',
    ],
  };
}
