#!/usr/bin/env bash
# End-to-end test of the Freshwatch panel in WordPress's block editor, in Chromium: a real WordPress (Debian's
# package) with a private MariaDB, connected to the real Freshwatch service, set up as activate.sh sets it up
# (lib/site.sh). The plugin is installed from plugin/freshwatch (activate.sh tests the ZIP's upload), connected,
# and two posts are monitored; then block-editor.e2e.mjs drives the editor as an author would, and this script
# checks what the editor's saves left in the plugin's table and in the service.
#
# Debian packages it needs (installed with apt-get when missing, as root): those of activate.sh and chromium.
#
# Usage:  bash plugin/tests/e2e/block-editor.sh      (FRESHWATCH_E2E_NO_BUILD=1 uses the api/dist already built)
# Ports:  FRESHWATCH_E2E_DB_PORT (default 3318), FRESHWATCH_E2E_WEB_PORT (default 8091) and
#         FRESHWATCH_E2E_SERVICE_PORT (default 3192), all on 127.0.0.1.
# Output: one "ok - ..." or "not ok - ..." line per check; the last line is "N passed, N failed".
# Exit:   0 only when every check passed. Screenshots of failed browser checks are left in
#         plugin/tests/e2e/screenshots/ (git-ignored).
set -uo pipefail

default_db_port=3318
default_web_port=8091
default_service_port=3192
# shellcheck source=lib/site.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/site.sh"
packages+=(chromium)

prepare_run
start_service
start_database
install_wordpress

cp -R "$repo_root/plugin/freshwatch" "$tmp/wp-content/plugins/freshwatch"
check "the plugin activates" site_cli activate "$plugin"
check "the plugin is connected to the service" save_settings "$admin_jar" "$api_key" "$service/"

post_unchecked="$(site_cli create-post "Freshwatch editor: never checked" "<p>Our plans start at 10 dollars a month, as of 2026.</p>")"
post_settings="$(site_cli create-post "Freshwatch editor: settings" "<p>A page whose Freshwatch settings the author changes in the editor.</p>")"
post_failing="$(site_cli create-post "Freshwatch editor: failing" "<p>A page checked while the service refuses the key, then while it is slow.</p>")"
check "two posts are monitored from the Posts list" bulk freshwatch_monitor "$post_unchecked" "$post_failing"
check "neither has been checked" expect_equal \
	"$(api GET /api/content-items | json - 'count(array_filter($j, function ($i) { return null !== $i["lastAnalyzed"]; }))')" 0

# The browser test prints its own "ok - ..." / "not ok - ..." lines; each counts here.
while IFS= read -r line; do
	case "$line" in
		"ok - "*) pass "${line#ok - }" ;;
		"not ok - "*) fail "${line#not ok - }" ;;
		"browser test exit 0") ;;
		"browser test exit "*) fail "the browser test ran to its end" "${line}" ;;
		*) echo "$line" ;;
	esac
done < <(
	FRESHWATCH_E2E_SITE="$site" FRESHWATCH_E2E_PASSWORD="$password" FRESHWATCH_E2E_SERVICE="$service" \
		FRESHWATCH_E2E_API_KEY="$api_key" FRESHWATCH_E2E_POST_UNCHECKED="$post_unchecked" \
		FRESHWATCH_E2E_POST_SETTINGS="$post_settings" FRESHWATCH_E2E_POST_FAILING="$post_failing" \
		node "$here/block-editor.e2e.mjs" 2>&1
	echo "browser test exit $?"
)

# What the editor's save of the settings post left behind. The save left the sending to WP-Cron (disabled on
# this site), which runs here, against the real service again (the browser test ended on a slow one).
site_cli set-option freshwatch_service_domain "$service"
check "WP-Cron sends the saved post to the service" site_cli run-cron
row="$(site_cli row "$post_settings")"
check "the panel's save stored monitoring, the schedule and the source on the post's row" expect_equal \
	"$(json - 'json_encode([(int) $j["monitored"], json_decode($j["schedule"], true), json_decode($j["sources"], true)])' <<<"$row")" \
	'[1,{"type":"daily","time":"07:30"},[{"url":"https:\/\/stats.example.org\/prices","description":"Price list"}]]'
item_settings="$(json - '$j["content_item_id"]' <<<"$row")"
check "the save sent the post to the service with the new schedule and source" expect_equal \
	"$(api GET "/api/content-items?ids=$item_settings" | json - 'json_encode([$j[0]["checkSchedule"]["type"], $j[0]["checkSchedule"]["time"], $j[0]["sourceUrls"][0]["url"] ?? null])')" \
	'["daily","07:30","https:\/\/stats.example.org\/prices"]'
check "nothing of the panel was written to wp_postmeta" expect_equal \
	"$(db -N -e "SELECT COUNT(*) FROM wordpress.wp_postmeta WHERE meta_key IN ('_freshwatch_monitored', '_freshwatch_schedule', '_freshwatch_sources')")" 0

check "PHP logged no error, warning or notice from the plugin" bash -c '
	[ ! -f "$1" ] && exit 0
	if grep -E "plugins/freshwatch/|PHP Fatal error" "$1"; then exit 1; fi' _ "$tmp/debug.log"

finish
