#!/usr/bin/env bash
# End-to-end test of the Freshwatch plugin on a real WordPress (Debian's package) with a private MariaDB,
# connected to the real Freshwatch service (api/dist/main.js on its own embedded PostgreSQL).
#
# Debian packages it needs; installed with apt-get when missing (that needs root):
#   php-cli php-mysql php-curl php-xml php-mbstring mariadb-server wordpress wordpress-theme-twentytwentythree curl
# and Debian's chromium (through playwright-core, as the web's browser tests use it).
#
# It builds and starts the service, signs up and makes an API key through the service's API, downloads the
# plugin's ZIP from the service, installs WordPress in a temporary directory, uploads the ZIP through Plugins →
# Add New → Upload Plugin, activates it, finds the notice that leads to the settings and dismisses it in
# Chromium, connects it and tests the connection, bulk-monitors three posts and finds them in the service,
# checks one now and finds its score in the Posts list (and the others as "Not checked yet" in the widget),
# views a visitor-triggered post twice and finds exactly one check, sorts and filters the Posts list by the
# Freshwatch column, stops monitoring one post and finds its item gone, follows a post's life (not checked yet;
# a save and 'Check now' against a service that never answers; unpublish, trash, restore and publish, delete for
# good), uninstalls the plugin and finds its table gone; then stops everything it started and removes everything
# it wrote.
#
# Usage:  bash plugin/tests/e2e/activate.sh      (FRESHWATCH_E2E_NO_BUILD=1 uses the api/dist already built)
# Ports:  FRESHWATCH_E2E_DB_PORT (default 3317), FRESHWATCH_E2E_WEB_PORT (default 8089),
#         FRESHWATCH_E2E_SERVICE_PORT (default 3189) and FRESHWATCH_E2E_HUNG_PORT (default the service's + 1, a
#         socket that never answers), all on 127.0.0.1.
# Output: one "ok - ..." or "not ok - ..." line per check; the last line is "N passed, N failed".
# Exit:   0 only when every check passed.
# See shared/notes/wordpress-e2e.md for why it is built this way.
set -uo pipefail

default_db_port=3317
default_web_port=8089
default_service_port=3189
# shellcheck source=lib/site.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/site.sh"
# A service that accepts connections and never answers, for "a save never waits for the service".
hung_port="${FRESHWATCH_E2E_HUNG_PORT:-$((service_port + 1))}"
extra_ports=("$hung_port")
packages+=(chromium)

prepare_run
# This site edits posts in the classic editor, as one with the Classic Editor plugin does: the flow below goes
# through the classic meta box. block-editor.sh tests the block editor's panel.
mkdir -p "$tmp/wp-content/mu-plugins"
printf '%s\n' '<?php' "add_filter( 'use_block_editor_for_post', '__return_false' );" >"$tmp/wp-content/mu-plugins/classic-editor.php"
start_service

status="$(curl -sS -b "$service_jar" -D "$tmp/zip.headers" -o "$tmp/freshwatch-wordpress-plugin.zip" -w '%{http_code}' "$service/api/plugin/download")"
check "the plugin's ZIP downloads from the service" expect_equal "$status" 200
check "it is saved as freshwatch-wordpress-plugin.zip" expect_in_file "$tmp/zip.headers" 'filename="freshwatch-wordpress-plugin.zip"'

start_database
install_wordpress


# --- Plugins → Add New → Upload Plugin ---
http "$tmp/upload-form.html" -b "$admin_jar" "$site/wp-admin/plugin-install.php?tab=upload" >/dev/null
upload_nonce="$(grep -o 'name="_wpnonce" value="[0-9a-f]*"' "$tmp/upload-form.html" | head -n 1 | sed 's/.*value="\([0-9a-f]*\)"/\1/')"
http "$tmp/uploaded.html" -b "$admin_jar" -F "_wpnonce=$upload_nonce" -F "_wp_http_referer=/wp-admin/plugin-install.php?tab=upload" \
	-F "pluginzip=@$tmp/freshwatch-wordpress-plugin.zip;type=application/zip" -F "install-plugin-submit=Install Now" \
	"$site/wp-admin/update.php?action=upload-plugin" >/dev/null
check "WordPress installs the uploaded ZIP" expect_in_file "$tmp/uploaded.html" "Plugin installed successfully."
check "the upload put the plugin in wp-content/plugins/freshwatch" test -f "$tmp/wp-content/plugins/freshwatch/freshwatch.php"

# --- activation ---
check "the plugin activates without errors or output" site_cli activate "$plugin"
check "the plugin is active" expect_equal "$(site_cli is-active "$plugin")" yes
check "activation creates wp_freshwatch_items with its columns" \
	expect_equal "$(site_cli columns freshwatch_items | tr '\n' ' ')" \
	"id post_id content_item_id schedule last_synced monitored sources health_score status last_analyzed analysis sync_error paused check_outcome check_error check_queued awaiting_since next_check_at "
check "activation records the schema version" expect_equal "$(site_cli option freshwatch_db_version)" 3

http "$tmp/plugins.html" -b "$admin_jar" "$site/wp-admin/plugins.php" >/dev/null
check "the Plugins row links to Settings → Freshwatch" expect_in_file "$tmp/plugins.html" 'options-general.php?page=freshwatch">Settings</a>'

# --- the notice after activation ---
check "after activation a notice leads to Settings → Freshwatch" bash -c '
	grep -F "freshwatch-setup-notice" "$1" | grep -qF "href=\"$2/wp-admin/options-general.php?page=freshwatch\">Connect to Freshwatch</a>" ||
	{ echo "no set-up notice linking to the settings page on the Plugins screen"; exit 1; }' _ "$tmp/plugins.html" "$site"
check "in Chromium, dismissing the notice is remembered after a reload" node "$here/dismiss-notice.mjs" "$site" admin "$password"
http "$tmp/plugins-after-dismiss.html" -b "$admin_jar" "$site/wp-admin/plugins.php" >/dev/null
check "the dismissal is stored for the user, not only in the browser" bash -c '
	! grep -qF "freshwatch-setup-notice" "$1" || { echo "the notice is back in another session of the same user"; exit 1; }' _ "$tmp/plugins-after-dismiss.html"

# --- Settings → Freshwatch ---
check "a visitor who is not signed in is sent to the login page" \
	expect_equal "$(http /dev/null "$page" | cut -d ' ' -f 1)" 302
status="$(http "$tmp/page.html" -b "$admin_jar" "$page")"
check "Settings → Freshwatch answers 200 for the administrator" expect_equal "${status%% *}" 200
check "the page has the service domain, API key and default schedule fields" bash -c '
	grep -qF "<label for=\"freshwatch_api_key\">API key</label>" "$1" &&
	grep -qF "<label for=\"freshwatch_service_domain\">Service domain</label>" "$1" &&
	grep -qF "name=\"freshwatch_default_schedule[type]\"" "$1" || { echo "fields missing from the page"; exit 1; }' _ "$tmp/page.html"

check "saving a plain-http address of another host is refused" \
	save_settings "$admin_jar" "$api_key" "http://freshwatch.example.com"
check "the page says the key only goes over https" expect_in_file "$tmp/after-save.html" "the API key is only sent over https://"
check "saving the service's loopback address and the key succeeds" save_settings "$admin_jar" " $api_key " "$service/"
check "the saved settings are sanitized" expect_equal \
	"$(site_cli option freshwatch_api_key freshwatch_service_domain | tr '\n' ' ')" "$api_key $service "
check "the key is stored without autoload" expect_equal "$(site_cli autoload freshwatch_api_key)" no
check "the page never prints the key, only its last four characters" bash -c '
	! grep -qF "$2" "$1" && grep -qF "${2: -4}" "$1" || { echo "the key is printed in full, or its last four characters are missing"; exit 1; }' _ "$tmp/after-save.html" "$api_key"

test_nonce="$(grep -A3 'value="freshwatch_test_connection"' "$tmp/after-save.html" | grep -o 'name="_wpnonce" value="[0-9a-f]*"' | head -n 1 | sed 's/.*value="\([0-9a-f]*\)"/\1/')"
result="$(http /dev/null -b "$admin_jar" --data "action=freshwatch_test_connection&_wpnonce=$test_nonce" \
	--data-urlencode "_wp_http_referer=/wp-admin/options-general.php?page=freshwatch" "$site/wp-admin/admin-post.php")"
http "$tmp/tested.html" -b "$admin_jar" "${result#302 }" >/dev/null
# The test's account is the service's first, its administrator, whose workspace has Enterprise in everything.
check "Test connection shows the account's email and plan" \
	expect_in_file "$tmp/tested.html" "Connected to the Freshwatch account $email (plan: Enterprise)."

subscriber_jar="$tmp/subscriber.cookies"
if sign_in_output="$(sign_in subscriber "$subscriber_jar")"; then
	check "a subscriber is refused the settings page" \
		expect_equal "$(http /dev/null -b "$subscriber_jar" "$page" | cut -d ' ' -f 1)" 403
else
	fail "a subscriber is refused the settings page" "$sign_in_output"
fi

# --- bulk-monitor three posts ---
post_a="$(site_cli create-post "Freshwatch e2e: pricing" "<p>Our plans start at 10 dollars a month, as of 2026.</p>")"
post_b="$(site_cli create-post "Freshwatch e2e: visitors" "<p>A page that visitors read; it is checked when they do.</p>")"
post_c="$(site_cli create-post "Freshwatch e2e: archive" "<p>An old page that will stop being monitored.</p>")"

check "'Monitor with Freshwatch' on three posts" bulk freshwatch_monitor "$post_a" "$post_b" "$post_c"
check "the list says three items are monitored" expect_in_file "$tmp/after-bulk.html" "3 items are now monitored with Freshwatch."
api GET /api/content-items >"$tmp/items.json"
check "the service has the three posts as three items" expect_equal \
	"$(json - 'implode("|", array_map(function ($i) { return $i["title"] . " " . $i["contentType"]; }, array_reverse($j)))' <"$tmp/items.json")" \
	"Freshwatch e2e: pricing blog_post|Freshwatch e2e: visitors blog_post|Freshwatch e2e: archive blog_post"
item_a="$(site_cli row "$post_a" | json - '$j["content_item_id"]')"
item_b="$(site_cli row "$post_b" | json - '$j["content_item_id"]')"
item_c="$(site_cli row "$post_c" | json - '$j["content_item_id"]')"
check "each post's row holds its item's id in the service" bash -c '[ -n "$1" ] && [ -n "$2" ] && [ -n "$3" ]' _ "$item_a" "$item_b" "$item_c"
check "the item's address is the post's permalink" expect_equal \
	"$(api GET "/api/content-items?ids=$item_a" | json - '$j[0]["url"]')" "$(site_cli permalink "$post_a")"

check "monitoring the same posts again (an update) keeps three items" bulk freshwatch_monitor "$post_a" "$post_b" "$post_c"
check "the service still has three items" expect_equal "$(api GET /api/content-items | json - 'count($j)')" 3

# --- Check now → the score in the Posts list column ---
http "$tmp/edit.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_a&action=edit" >/dev/null
check_url="$(grep -o "admin-post.php?action=freshwatch_check_now&[^\"']*" "$tmp/edit.html" | head -n 1 | sed 's/&amp;/\&/g; s/&#038;/\&/g')"
check "the edit screen's meta box offers 'Check now'" bash -c '[ -n "$1" ]' _ "$check_url"
result="$(http /dev/null -b "$admin_jar" -e "$site/wp-admin/post.php?post=$post_a&action=edit" "$site/wp-admin/$check_url")"
check "'Check now' returns to the edit screen" bash -c 'case "$1" in "302 "*"post.php?post="*) ;; *) echo "$1"; exit 1;; esac' _ "$result"
# 'Check now' waits 5 s; on a busy machine the analysis may take longer and is then queued: wait for the service.
for _ in $(seq 1 300); do
	[ -n "$(api GET "/api/content-items?ids=$item_a" | json - '$j[0]["lastAnalyzed"] ?? ""')" ] && break
	sleep 0.2
done
check "the service has analysed the item" bash -c '[ -n "$1" ]' _ "$(api GET "/api/content-items?ids=$item_a" | json - '$j[0]["lastAnalyzed"]')"
check "the quick pull brings a result 'Check now' did not wait for" site_cli pull-pending
score="$(site_cli row "$post_a" | json - 'isset($j["health_score"]) ? round((float) $j["health_score"]) : ""')"
check "the checked post has a health score from the service" bash -c '[ -n "$1" ] && [ "$1" -gt 0 ]' _ "$score"
check "its row is no longer waiting for a check" expect_equal "$(site_cli row "$post_a" | json - '$j["check_queued"] ?? "none"')" none
http "$tmp/list.html" -b "$admin_jar" "$site/wp-admin/edit.php" >/dev/null
check "the Posts list has a Freshwatch column" expect_in_file "$tmp/list.html" "class='manage-column column-freshwatch"
check "the Posts list shows the checked post's score and status badge" bash -c '
	grep -A40 "id=\"post-$2\"" "$1" | grep -qE "freshwatch-score\" style=\"color:#[0-9a-f]+\">$3%</strong> <span class=\"freshwatch-status" ||
	{ echo "no score $3% with a status badge in the row of post $2"; exit 1; }' _ "$tmp/list.html" "$post_a" "$score"

http "$tmp/edit-after.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_a&action=edit" >/dev/null
check "the meta box shows the latest result with a link to the item in the web app" bash -c '
	grep -qF "freshwatch-latest" "$1" && grep -qF "$2/content?item=$3" "$1" || { echo "no latest result or link in the meta box"; exit 1; }' _ "$tmp/edit-after.html" "$service" "$item_a"
http "$tmp/dashboard.html" -b "$admin_jar" "$site/wp-admin/" >/dev/null
check "the dashboard widget shows counts by status, the average and the worst pages" bash -c '
	grep -qF "Freshwatch content health" "$1" && grep -qF "Average health:" "$1" && grep -A3 "freshwatch-worst" "$1" | grep -qF "Freshwatch e2e: pricing" ||
	{ echo "the widget, its average or its worst pages are missing"; exit 1; }' _ "$tmp/dashboard.html"
check "the widget counts the two posts never checked as 'Not checked yet', not as fresh, with a line for failed and paused" bash -c '
	grep -qE "freshwatch-status-not_checked\"[^>]*>Not checked yet</span> 2</li>" "$1" &&
	grep -qE "freshwatch-status-fresh\"[^>]*>[^<]*</span> [01]</li>" "$1" &&
	grep -qE "freshwatch-status-failed\"[^>]*>Check failed</span> 0</li>" "$1" &&
	grep -qE "freshwatch-status-paused\"[^>]*>Monitoring paused</span> 0</li>" "$1" ||
	{ echo "counts:"; grep -oE "freshwatch-status-[a-z_-]+\"[^>]*>[^<]*</span> [0-9]+" "$1"; exit 1; }' _ "$tmp/dashboard.html"

# --- visitor-triggered checks ---
check "the global default schedule becomes visitor-triggered" save_settings "$admin_jar" "" "$service" visitor_triggered
check "the key is kept when its field is left empty" expect_equal "$(site_cli option freshwatch_api_key)" "$api_key"
check "monitoring again sends the new schedule" bulk freshwatch_monitor "$post_a" "$post_b" "$post_c"
check "the service's item is visitor-triggered" expect_equal \
	"$(api GET "/api/content-items?ids=$item_b" | json - '$j[0]["checkSchedule"]["type"]')" visitor_triggered
browser='Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
permalink_b="$(site_cli permalink "$post_b")"
check "a visitor views the visitor-triggered post" expect_equal "$(http /dev/null -A "$browser" "$permalink_b" | cut -d ' ' -f 1)" 200
check "and views it again" expect_equal "$(http /dev/null -A "$browser" "$permalink_b" | cut -d ' ' -f 1)" 200
# The plugin reports views without waiting and the service checks the page in the background: wait for the check.
for _ in $(seq 1 300); do
	[ -n "$(api GET "/api/content-items?ids=$item_b" | json - '$j[0]["lastAnalyzed"] ?? ""')" ] && break
	sleep 0.2
done
check "the views made the service check the page" bash -c '[ -n "$1" ]' _ "$(api GET "/api/content-items?ids=$item_b" | json - '$j[0]["lastAnalyzed"] ?? ""')"
check "two views queued exactly one check" expect_equal "$(api GET "/api/content-items/$item_b/health-history" | json - 'count($j)')" 1
check "another visit within the hour queues none" expect_equal \
	"$(api POST "/api/content-items/$item_b/visit" | json - 'json_encode([$j["queued"], isset($j["nextCheckAfter"])])')" "[false,true]"
check "WP-Cron's health pull brings the check's score into the plugin's table" site_cli cron
check "the visited post's row has its score" bash -c '[ -n "$1" ]' _ "$(site_cli row "$post_b" | json - '$j["last_analyzed"] ?? ""')"

# --- the Freshwatch column sorts by score and filters by status ---
# Known scores and statuses for the two checked posts; the third stays monitored but never checked, and
# WordPress's own "Hello world!" post is not monitored.
db wordpress -e "UPDATE wp_freshwatch_items SET health_score = 35, status = 'outdated' WHERE post_id = $post_a;
	UPDATE wp_freshwatch_items SET health_score = 82, status = 'fresh' WHERE post_id = $post_b;"
# list_ids QUERY: the ids of the Posts list's rows for edit.php?QUERY, in the order shown.
list_ids() {
	http "$tmp/sorted.html" -b "$admin_jar" "$site/wp-admin/edit.php?$1" >/dev/null
	grep -o '<tr id="post-[0-9]*"' "$tmp/sorted.html" | grep -o '[0-9]*' | tr '\n' ' ' | sed 's/ $//'
}
hello="$(db -N wordpress -e "SELECT ID FROM wp_posts WHERE post_type = 'post' AND post_status = 'publish' AND ID NOT IN ($post_a, $post_b, $post_c)")"
http "$tmp/list.html" -b "$admin_jar" "$site/wp-admin/edit.php" >/dev/null
check "the Freshwatch column's header sorts the list" expect_in_file "$tmp/list.html" "orderby=freshwatch&#038;order=asc"
check "the list has a Freshwatch status filter" expect_in_file "$tmp/list.html" '<select name="freshwatch_status" id="freshwatch-status-filter">'
check "sorted by score, lowest first: checked posts, then the unchecked, then the unmonitored" \
	expect_equal "$(list_ids "orderby=freshwatch&order=asc")" "$post_a $post_b $post_c $hello"
check "sorted by score, highest first: the unchecked and unmonitored still last" \
	expect_equal "$(list_ids "orderby=freshwatch&order=desc")" "$post_b $post_a $post_c $hello"
check "filtered by 'Not checked yet': only the post never checked" expect_equal "$(list_ids "freshwatch_status=not_checked")" "$post_c"
check "filtered by 'Outdated'" expect_equal "$(list_ids "freshwatch_status=outdated")" "$post_a"
check "filtered by 'Fresh', sorted by score: the fresh post only" \
	expect_equal "$(list_ids "freshwatch_status=fresh&orderby=freshwatch&order=desc")" "$post_b"
check "the filter keeps its choice" expect_in_file "$tmp/sorted.html" "<option value=\"fresh\" selected='selected'>Fresh</option>"
check "an unknown filter value filters nothing" expect_equal "$(list_ids "freshwatch_status=bogus" | wc -w)" 4

# --- stop monitoring ---
check "'Stop monitoring' on one post" bulk freshwatch_unmonitor "$post_c"
check "its item is gone from the service" expect_equal "$(api GET "/api/content-items?ids=$item_c" | json - 'count($j)')" 0
check "the other two items stay" expect_equal "$(api GET /api/content-items | json - 'count($j)')" 2

# --- a post's life: never checked, a hung service, unpublish, trash and restore, delete ---
post_d="$(site_cli create-post "Freshwatch e2e: life" "<p>A page that is unpublished, trashed, restored and deleted.</p>")"
check "'Monitor with Freshwatch' on a new post" bulk freshwatch_monitor "$post_d"
item_d="$(site_cli row "$post_d" | json - '$j["content_item_id"]')"
http "$tmp/edit-d.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_d&action=edit" >/dev/null
check "a post never checked reads 'Not checked yet', not fresh" bash -c '
	grep -qF "freshwatch-status-not_checked" "$1" && grep -qF ">Not checked yet</span>" "$1" && ! grep -qF ">fresh</span>" "$1" ||
	{ echo "the meta box does not say Not checked yet"; exit 1; }' _ "$tmp/edit-d.html"

rest_nonce="$(curl -sS -b "$admin_jar" "$site/wp-admin/admin-ajax.php?action=rest-nonce")"
# rest METHOD POST_ID [CURL_ARGS...]: the block editor's request for a post (cookie and nonce); prints "STATUS SECONDS".
rest() {
	local method=$1 id=$2
	shift 2
	curl -sS --max-time 60 -o "$tmp/rest.json" -w '%{http_code} %{time_total}' -X "$method" -b "$admin_jar" \
		-H "X-WP-Nonce: $rest_nonce" -H 'Content-Type: application/json' "$@" "$site/?rest_route=/wp/v2/posts/$id"
}
below() { php -r 'exit((float) $argv[1] < (float) $argv[2] ? 0 : 1);' "$1" "$2" || { echo "took $1 s, more than $2 s"; return 1; }; }

start_group "$tmp/hung.log" node -e 'require("net").createServer(() => {}).listen(Number(process.argv[1]), "127.0.0.1")' "$hung_port"
for _ in $(seq 1 50); do port_in_use "$hung_port" && break; sleep 0.1; done
site_cli set-option freshwatch_service_domain "http://127.0.0.1:$hung_port"
result="$(rest POST "$post_d" --data '{"title":"Freshwatch e2e: life, edited"}')"
check "saving a post answers 200 while the service never answers" expect_equal "${result%% *}" 200
check "and the save takes less than 3 s (the service is left to WP-Cron)" below "${result#* }" 3
http "$tmp/edit-d.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_d&action=edit" >/dev/null
check_url="$(grep -o "admin-post.php?action=freshwatch_check_now&[^\"']*" "$tmp/edit-d.html" | head -n 1 | sed 's/&amp;/\&/g; s/&#038;/\&/g')"
check_time="$(curl -sS --max-time 60 -o /dev/null -w '%{time_total}' -b "$admin_jar" -e "$site/wp-admin/post.php?post=$post_d&action=edit" "$site/wp-admin/$check_url")"
check "'Check now' answers within 8 s while the service never answers" below "$check_time" 8
http "$tmp/edit-d.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_d&action=edit" >/dev/null
check "and says the check is queued" expect_in_file "$tmp/edit-d.html" "Freshwatch queued the check"
check "the row says a check is queued" bash -c '[ -n "$1" ]' _ "$(site_cli row "$post_d" | json - '$j["check_queued"] ?? ""')"
site_cli set-option freshwatch_service_domain "$service"
check "WP-Cron sends the saved post once the service answers again" site_cli run-cron
check "the service has the edited title" expect_equal \
	"$(api GET "/api/content-items?ids=$item_d" | json - '$j[0]["title"]')" "Freshwatch e2e: life, edited"

result="$(rest POST "$post_d" --data '{"status":"draft"}')"
check "unpublishing the post (draft) saves" expect_equal "${result%% *}" 200
check "unpublishing pauses monitoring" expect_equal "$(site_cli row "$post_d" | json - '$j["paused"]')" unpublished
http "$tmp/edit-d.html" -b "$admin_jar" "$site/wp-admin/post.php?post=$post_d&action=edit" >/dev/null
check "the meta box says monitoring is paused" expect_in_file "$tmp/edit-d.html" "The post is not published: monitoring resumes when it is published."
check "the Posts list filtered by 'Monitoring paused' shows only the unpublished post" \
	expect_equal "$(list_ids "freshwatch_status=paused")" "$post_d"
check "its row in the list reads 'Monitoring paused'" bash -c '
	grep -A40 "id=\"post-$2\"" "$1" | grep -qE "freshwatch-status-paused\"[^>]*>Monitoring paused</span>" ||
	{ echo "no paused badge in the row of post $2"; exit 1; }' _ "$tmp/sorted.html" "$post_d"
site_cli run-cron
check "the service stops checking it on its own (manual schedule)" expect_equal \
	"$(api GET "/api/content-items?ids=$item_d" | json - '$j[0]["checkSchedule"]["type"]')" manual

site_cli set-row "$post_d" '{"schedule":{"type":"daily","time":"07:30"},"sources":[{"url":"https://example.org/prices","description":"Prices"}]}'
rest POST "$post_d" --data '{"status":"publish"}' >/dev/null
site_cli run-cron
check "publishing again resumes it with its own schedule" expect_equal \
	"$(api GET "/api/content-items?ids=$item_d" | json - 'json_encode([$j[0]["checkSchedule"]["type"], $j[0]["checkSchedule"]["time"], $j[0]["sourceUrls"][0]["url"]])')" \
	'["daily","07:30","https:\/\/example.org\/prices"]'

result="$(rest DELETE "$post_d")"
check "moving the post to the trash answers 200" expect_equal "${result%% *}" 200
check "trash pauses monitoring" expect_equal "$(site_cli row "$post_d" | json - '$j["paused"]')" trashed
site_cli run-cron
check "trash keeps the item, its history and its sources in the service, paused" expect_equal \
	"$(api GET "/api/content-items?ids=$item_d" | json - 'json_encode([$j[0]["checkSchedule"]["type"], count($j[0]["sourceUrls"])])')" '["manual",1]'
check "the post is restored from the trash" site_cli untrash "$post_d"
rest POST "$post_d" --data '{"status":"publish"}' >/dev/null
site_cli run-cron
check "restore and publish resume the same item with the same schedule and sources" expect_equal \
	"$(site_cli row "$post_d" | json - 'json_encode([$j["content_item_id"], $j["paused"]])')|$(api GET "/api/content-items?ids=$item_d" | json - 'json_encode([$j[0]["checkSchedule"]["type"], $j[0]["checkSchedule"]["time"], $j[0]["sourceUrls"][0]["url"]])')" \
	"[\"$item_d\",null]|[\"daily\",\"07:30\",\"https:\\/\\/example.org\\/prices\"]"

result="$(rest DELETE "$post_d" -G --data force=true)"
check "deleting the post for good answers 200" expect_equal "${result%% *}" 200
check "its row is gone" expect_equal "$(site_cli row "$post_d")" null
site_cli run-cron
check "only then is its item removed from the service" expect_equal "$(api GET "/api/content-items?ids=$item_d" | json - 'count($j)')" 0

# --- deactivation and uninstall ---
check "the plugin deactivates" site_cli deactivate "$plugin"
check "deactivation keeps the table" expect_equal "$(site_cli columns freshwatch_items | head -n 1)" id
check "deactivation keeps the settings" expect_equal "$(site_cli option freshwatch_api_key)" "$api_key"
check "the plugin uninstalls" site_cli uninstall "$plugin"
check "uninstall drops the table" expect_equal "$(site_cli columns freshwatch_items)" ""
check "uninstall deletes the plugin's options" expect_equal \
	"$(site_cli option freshwatch_db_version freshwatch_api_key freshwatch_service_domain freshwatch_default_schedule | tr '\n' ' ')" \
	"(none) (none) (none) (none) "
check "the service keeps the account's items" expect_equal "$(api GET /api/content-items | json - 'count($j)')" 2

# WordPress 6.1 on PHP 8.2 logs its own deprecation notices; only what points at the plugin, or is fatal, counts.
check "PHP logged no error, warning or notice from the plugin" bash -c '
	[ ! -f "$1" ] && exit 0
	if grep -E "plugins/freshwatch/|PHP Fatal error" "$1"; then exit 1; fi' _ "$tmp/debug.log"

finish
