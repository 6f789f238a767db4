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

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd "$here/../../.." && pwd)"
started_ns=$(date +%s%N)

db_port="${FRESHWATCH_E2E_DB_PORT:-3317}"
web_port="${FRESHWATCH_E2E_WEB_PORT:-8089}"
service_port="${FRESHWATCH_E2E_SERVICE_PORT:-3189}"
# A service that accepts connections and never answers, for "a save never waits for the service".
hung_port="${FRESHWATCH_E2E_HUNG_PORT:-$((service_port + 1))}"
service="http://127.0.0.1:${service_port}"
export FRESHWATCH_E2E_HOST="127.0.0.1:${web_port}"
site="http://${FRESHWATCH_E2E_HOST}"
page="${site}/wp-admin/options-general.php?page=freshwatch"
plugin="freshwatch/freshwatch.php"
wordpress_root=/usr/share/wordpress

# Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php; our own name keeps any other site
# configured for 127.0.0.1 on this machine untouched.
export FRESHWATCH_E2E_CONFIG="freshwatch-e2e-${web_port}"
config_file="/etc/wordpress/config-${FRESHWATCH_E2E_CONFIG}.php"
# Records the process groups and directory of a run, so that a run that was killed can be cleaned up by the next.
state_file="${TMPDIR:-/tmp}/freshwatch-e2e-${web_port}.state"

packages=(php-cli php-mysql php-curl php-xml php-mbstring mariadb-server wordpress wordpress-theme-twentytwentythree curl chromium)
password="e2e-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

tmp=""
service_dir=""
groups=()
passed=0
failed=0
cleaned=0

pass() {
	passed=$((passed + 1))
	echo "ok - $1"
}

fail() {
	failed=$((failed + 1))
	echo "not ok - $1"
	if [ -n "${2:-}" ]; then
		printf '%s\n' "$2" | tail -n 20 | sed 's/^/    /'
	fi
}

# check NAME COMMAND...: one check, passed when the command succeeds; its output is shown when it fails.
check() {
	local name=$1 output
	shift
	if output="$("$@" 2>&1)"; then
		pass "$name"
	else
		fail "$name" "$output"
	fi
}

# Stops a process group this script started. Refuses anything that is not its own group leader, so it can never
# signal the group this script itself runs in.
# stop_group PID [SIGNAL]
stop_group() {
	local pid=$1 signal=${2:-TERM} i
	[ "$(ps -o pgid= -p "$pid" 2>/dev/null | tr -d ' ')" = "$pid" ] || return 0
	kill "-$signal" -- "-$pid" 2>/dev/null || return 0
	for i in $(seq 1 50); do
		kill -0 -- "-$pid" 2>/dev/null || return 0
		sleep 0.1
	done
	kill -KILL -- "-$pid" 2>/dev/null
}

cleanup() {
	[ "$cleaned" -eq 1 ] && return
	cleaned=1
	local pid
	# The database is thrown away with its directory, so it need not shut down cleanly.
	for pid in "${groups[@]}"; do
		stop_group "$pid" KILL
	done
	rm -f "$config_file" "$state_file"
	[ -n "$tmp" ] && rm -rf "$tmp"
	[ -n "$service_dir" ] && rm -rf "$service_dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

finish() {
	cleanup
	local elapsed_ms=$((($(date +%s%N) - started_ns) / 1000000))
	echo "e2e: finished in $((elapsed_ms / 1000)).$(printf '%03d' $((elapsed_ms % 1000))) s"
	echo "${passed} passed, ${failed} failed"
	[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
	exit
}

# abort NAME [DETAILS]: a step the rest depends on failed.
abort() {
	fail "$@"
	finish
}

# start_group LOG COMMAND...: starts COMMAND in a new session (so in its own process group) and records it.
start_group() {
	local log=$1 name
	shift
	name="$(basename "$1")"
	setsid "$@" >"$log" 2>&1 </dev/null &
	last_group=$!
	# Not a job of this shell any more, so its end is not reported after the summary line.
	disown "$last_group"
	groups+=("$last_group")
	echo "$last_group $tmp" >>"$state_file"
	sleep 0.05
	[ "$(ps -o pgid= -p "$last_group" 2>/dev/null | tr -d ' ')" = "$last_group" ] ||
		abort "start $name in its own process group" "$(cat "$log" 2>/dev/null)"
}

port_in_use() {
	(exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

# Leftovers of an earlier run on the same ports that was killed before it could clean up.
clean_stale_run() {
	[ -f "$state_file" ] || return 0
	local pid dir
	while read -r pid dir; do
		case "$dir" in "${TMPDIR:-/tmp}"/freshwatch-e2e.*) ;; *) continue ;; esac
		if [ -r "/proc/$pid/cmdline" ] && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$dir"; then
			stop_group "$pid" KILL
		fi
		rm -rf "$dir"
	done <"$state_file"
	rm -f "$state_file" "$config_file"
}

ensure_packages() {
	local missing=() p
	for p in "${packages[@]}"; do
		dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null | grep -qx installed || missing+=("$p")
	done
	[ "${#missing[@]}" -eq 0 ] && return 0
	if [ "$(id -u)" -ne 0 ]; then
		abort "Debian packages installed" "missing: ${missing[*]}; install them as root with: apt-get install -y --no-install-recommends ${missing[*]}"
	fi
	echo "# installing ${missing[*]}"
	local log
	log="$(mktemp)"
	if ! { DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
		local details
		details="$(cat "$log")"
		rm -f "$log"
		abort "Debian packages installed" "$details"
	fi
	rm -f "$log"
}

site_cli() {
	php "$here/site.php" "$@"
}

db() {
	mariadb --no-defaults --socket="$tmp/mysql.sock" -uroot "$@"
}

# http OUT_FILE CURL_ARGS...: prints "STATUS REDIRECT_URL" and writes the body to OUT_FILE.
http() {
	local out=$1
	shift
	curl -sS --max-time 30 -o "$out" -w '%{http_code} %{redirect_url}' "$@"
}

# sign_in USER JAR: signs in through wp-login.php and keeps the cookies in JAR.
sign_in() {
	local user=$1 jar=$2 result
	http /dev/null -c "$jar" "$site/wp-login.php" >/dev/null || return 1
	result="$(http /dev/null -b "$jar" -c "$jar" \
		--data-urlencode "log=$user" --data-urlencode "pwd=$password" \
		--data-urlencode "redirect_to=$site/wp-admin/" --data "testcookie=1&wp-submit=Log+In" \
		"$site/wp-login.php")"
	case "$result" in
		"302 $site/wp-admin/"*) return 0 ;;
		*) echo "wp-login.php answered: $result" && return 1 ;;
	esac
}

# save_settings JAR API_KEY SERVICE_DOMAIN [DEFAULT_SCHEDULE_KIND]: submits the settings form as a browser would, nonce included.
save_settings() {
	local jar=$1 api_key=$2 domain=$3 status nonce
	status="$(http "$tmp/form.html" -b "$jar" "$page")"
	nonce="$(grep -o 'name="_wpnonce" value="[0-9a-f]*"' "$tmp/form.html" | head -n 1 | sed 's/.*value="\([0-9a-f]*\)"/\1/')"
	[ "${status%% *}" = 200 ] && [ -n "$nonce" ] || {
		echo "settings page answered ${status%% *}, nonce '${nonce}'"
		return 1
	}
	result="$(http "$tmp/saved.html" -b "$jar" \
		--data "option_page=freshwatch_settings&action=update" \
		--data-urlencode "_wpnonce=$nonce" \
		--data-urlencode "_wp_http_referer=/wp-admin/options-general.php?page=freshwatch" \
		--data-urlencode "freshwatch_api_key=$api_key" \
		--data-urlencode "freshwatch_service_domain=$domain" \
		--data-urlencode "freshwatch_default_schedule[type]=${4:-manual}" \
		--data-urlencode "freshwatch_default_schedule[minTimeBetweenChecks]=60" \
		"$site/wp-admin/options.php")"
	case "$result" in
		"302 "*"page=freshwatch"*"settings-updated=true"*) ;;
		*) echo "options.php answered: $result" && return 1 ;;
	esac
	http "$tmp/after-save.html" -b "$jar" "${result#302 }" >/dev/null
}

expect_equal() {
	[ "$1" = "$2" ] || {
		printf 'expected: %s\n  actual: %s\n' "$2" "$1"
		return 1
	}
}

expect_in_file() {
	grep -qF -- "$2" "$1" || {
		echo "not found: $2"
		return 1
	}
}

# ---------------------------------------------------------------------------------------------------------------

clean_stale_run
ensure_packages

for port in "$db_port" "$web_port" "$service_port" "$hung_port"; do
	port_in_use "$port" && abort "port $port on 127.0.0.1 is free" "something already listens there; choose other ports with FRESHWATCH_E2E_DB_PORT / FRESHWATCH_E2E_WEB_PORT / FRESHWATCH_E2E_SERVICE_PORT"
done

tmp="$(mktemp -d "${TMPDIR:-/tmp}/freshwatch-e2e.XXXXXX")"
echo "0 $tmp" >>"$state_file"
mkdir -p "$tmp/wp-content/plugins" "$tmp/wp-content/themes" "$tmp/wp-content/uploads" "$tmp/wp-content/upgrade"
ln -s "$wordpress_root/wp-content/themes/twentytwentythree" "$tmp/wp-content/themes/twentytwentythree"

# --- the Freshwatch service ---
if [ -z "${FRESHWATCH_E2E_NO_BUILD:-}" ]; then
	(cd "$repo_root" && npm run build --silent -w contracts && npm run build --silent -w api) >"$tmp/build.log" 2>&1 ||
		abort "the service builds" "$(cat "$tmp/build.log")"
fi
# A directory of its own, outside $tmp (private to this user): the embedded PostgreSQL runs as another user.
service_dir="$(mktemp -d "${TMPDIR:-/tmp}/freshwatch-e2e.XXXXXX")"
echo "0 $service_dir" >>"$state_file"
# FETCH_ALLOW_PRIVATE: the pages it analyses are this WordPress on 127.0.0.1.
start_group "$tmp/service.log" env DATABASE_URL= DATA_DIR="$service_dir" PORT="$service_port" LOG_LEVEL=warn \
	FETCH_ALLOW_PRIVATE=true SCHEDULED_CHECKS=false node "$repo_root/api/dist/main.js"
for _ in $(seq 1 600); do
	curl -sf "$service/api/health" >/dev/null 2>&1 && break
	sleep 0.2
done
curl -sf "$service/api/health" >/dev/null 2>&1 || abort "the service starts on port $service_port" "$(tail -n 30 "$tmp/service.log")"
pass "the service starts on port $service_port with a fresh database"

service_jar="$tmp/service.cookies"
email="wp-owner-$$@example.com"
check "a site owner signs up in the service" expect_equal "$(http /dev/null -c "$service_jar" -H 'Content-Type: application/json' \
	--data "{\"email\":\"$email\",\"password\":\"correct-horse-battery\",\"firstName\":\"Wendy\",\"lastName\":\"Press\"}" \
	"$service/api/auth/signup" | cut -d ' ' -f 1)" 201
http "$tmp/key.json" -b "$service_jar" -H 'Content-Type: application/json' --data '{"name":"WordPress e2e"}' "$service/api/api-keys" >/dev/null
api_key="$(php -r 'echo json_decode(file_get_contents($argv[1]), true)["key"] ?? "";' "$tmp/key.json")"
check "an API key is made through the API" bash -c '[[ "$1" == fw_* ]] || { cat "$2"; exit 1; }' _ "$api_key" "$tmp/key.json"

# api METHOD PATH [CURL_ARGS...]: the service's API with the key, as the plugin calls it; prints the body.
api() {
	local method=$1 path=$2
	shift 2
	curl -sS --max-time 60 -X "$method" -H "Authorization: Bearer $api_key" -H 'Content-Type: application/json' "$@" "$service$path"
}
# json - PHP_EXPRESSION: prints what the expression gives for the JSON on stdin, decoded as $j.
json() {
	php -r '$j = json_decode(stream_get_contents(STDIN), true); echo eval("return " . $argv[1] . ";"), "\n";' "$2"
}

status="$(curl -sS -b "$service_jar" -D "$tmp/zip.headers" -o "$tmp/freshwatch-wordpress-plugin.zip" -w '%{http_code}' "$service/api/plugin/download")"
check "the plugin's ZIP downloads from the service" expect_equal "$status" 200
check "it is saved as freshwatch-wordpress-plugin.zip" expect_in_file "$tmp/zip.headers" 'filename="freshwatch-wordpress-plugin.zip"'

# --- database ---
me="$(id -un)"
mariadb-install-db --no-defaults --user="$me" --datadir="$tmp/db" --auth-root-authentication-method=normal \
	--skip-test-db >"$tmp/mariadb-install.log" 2>&1 ||
	abort "private MariaDB data directory created" "$(cat "$tmp/mariadb-install.log")"
start_group "$tmp/mariadb.log" /usr/sbin/mariadbd --no-defaults --user="$me" --datadir="$tmp/db" \
	--socket="$tmp/mysql.sock" --pid-file="$tmp/mariadb.pid" --port="$db_port" --bind-address=127.0.0.1 \
	--skip-name-resolve --innodb-log-file-size=8M --innodb-buffer-pool-size=32M
for _ in $(seq 1 100); do
	mariadb-admin --no-defaults --socket="$tmp/mysql.sock" -uroot ping >/dev/null 2>&1 && break
	sleep 0.1
done
db -e "CREATE DATABASE wordpress; CREATE USER 'wp'@'127.0.0.1' IDENTIFIED BY 'wp';
	GRANT ALL PRIVILEGES ON wordpress.* TO 'wp'@'127.0.0.1';" >"$tmp/db-setup.log" 2>&1 ||
	abort "private MariaDB started on port $db_port" "$(cat "$tmp/db-setup.log" "$tmp/mariadb.log")"

# --- WordPress ---
salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
cat >"$config_file" <<PHP
<?php
// Written by plugin/tests/e2e/activate.sh for one test run; removed when it ends.
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'wp' );
define( 'DB_PASSWORD', 'wp' );
define( 'DB_HOST', '127.0.0.1:${db_port}' );
define( 'WP_HOME', '${site}' );
define( 'WP_SITEURL', '${site}' );
define( 'WP_CONTENT_DIR', '${tmp}/wp-content' );
define( 'WP_CONTENT_URL', '${site}/wp-content' );
define( 'AUTH_KEY', '$(salt)' );
define( 'SECURE_AUTH_KEY', '$(salt)' );
define( 'LOGGED_IN_KEY', '$(salt)' );
define( 'NONCE_KEY', '$(salt)' );
define( 'AUTH_SALT', '$(salt)' );
define( 'SECURE_AUTH_SALT', '$(salt)' );
define( 'LOGGED_IN_SALT', '$(salt)' );
define( 'NONCE_SALT', '$(salt)' );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '${tmp}/debug.log' );
define( 'WP_DEBUG_DISPLAY', false );
\$table_prefix = 'wp_';
PHP

check "WordPress installs on the private MariaDB" site_cli install "$password"

# --- WordPress serves ---
export PHP_CLI_SERVER_WORKERS=4 FRESHWATCH_E2E_CONTENT_DIR="$tmp/wp-content"
start_group "$tmp/web.log" php -S "$FRESHWATCH_E2E_HOST" -t "$wordpress_root" "$here/router.php"
for _ in $(seq 1 100); do
	port_in_use "$web_port" && break
	sleep 0.1
done

admin_jar="$tmp/admin.cookies"
sign_in_output="$(sign_in admin "$admin_jar")" || abort "the administrator signs in" "$sign_in_output"
pass "the administrator signs in"

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
check "Test connection shows the account's email and plan" \
	expect_in_file "$tmp/tested.html" "Connected to the Freshwatch account $email (plan: Free)."

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

# bulk ACTION POST_ID...: chooses a bulk action on the Posts list, as the list's form submits it.
bulk() {
	local action=$1 nonce args=() id result
	shift
	http "$tmp/list.html" -b "$admin_jar" "$site/wp-admin/edit.php" >/dev/null
	nonce="$(grep -o 'name="_wpnonce" value="[0-9a-f]*"' "$tmp/list.html" | head -n 1 | sed 's/.*value="\([0-9a-f]*\)"/\1/')"
	for id in "$@"; do args+=(--data-urlencode "post[]=$id"); done
	result="$(http /dev/null -b "$admin_jar" -G --data "action=$action&action2=-1&post_type=post&_wpnonce=$nonce" \
		--data-urlencode "_wp_http_referer=/wp-admin/edit.php" "${args[@]}" "$site/wp-admin/edit.php")"
	case "$result" in
		"302 "*freshwatch_done=*) http "$tmp/after-bulk.html" -b "$admin_jar" "${result#302 }" >/dev/null ;;
		*) echo "edit.php answered: $result" && return 1 ;;
	esac
}
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
