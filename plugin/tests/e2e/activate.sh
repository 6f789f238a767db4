#!/usr/bin/env bash
# End-to-end smoke test of the Freshwatch plugin on a real WordPress (Debian's package) with a private MariaDB.
#
# Debian packages it needs; installed with apt-get when missing (that needs root):
#   php-cli php-mysql php-curl php-xml php-mbstring mariadb-server wordpress wordpress-theme-twentytwentythree curl
#
# It installs WordPress in a temporary directory, copies the plugin into that site's content directory,
# activates it from PHP CLI, checks its table, signs in and uses its settings page over HTTP, deactivates and
# uninstalls it, then stops everything it started and removes everything it wrote.
#
# Usage:  bash plugin/tests/e2e/activate.sh
# Ports:  FRESHWATCH_E2E_DB_PORT (default 3317) and FRESHWATCH_E2E_WEB_PORT (default 8089), both on 127.0.0.1.
# Output: one "ok - ..." or "not ok - ..." line per check; the last line is "N passed, N failed".
# Exit:   0 only when every check passed.
# See shared/notes/wordpress-e2e.md for why it is built this way.
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
plugin_src="$(cd "$here/../../freshwatch" && pwd)"
started_ns=$(date +%s%N)

db_port="${FRESHWATCH_E2E_DB_PORT:-3317}"
web_port="${FRESHWATCH_E2E_WEB_PORT:-8089}"
export FRESHWATCH_E2E_HOST="127.0.0.1:${web_port}"
site="http://${FRESHWATCH_E2E_HOST}"
page="${site}/wp-admin/admin.php?page=freshwatch"
plugin="freshwatch/freshwatch.php"
wordpress_root=/usr/share/wordpress

# Debian's wp-config.php reads /etc/wordpress/config-$WORDPRESS_CONFIG.php; our own name keeps any other site
# configured for 127.0.0.1 on this machine untouched.
export FRESHWATCH_E2E_CONFIG="freshwatch-e2e-${web_port}"
config_file="/etc/wordpress/config-${FRESHWATCH_E2E_CONFIG}.php"
# Records the process groups and directory of a run, so that a run that was killed can be cleaned up by the next.
state_file="${TMPDIR:-/tmp}/freshwatch-e2e-${web_port}.state"

packages=(php-cli php-mysql php-curl php-xml php-mbstring mariadb-server wordpress wordpress-theme-twentytwentythree curl)
password="e2e-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')"

tmp=""
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

# save_settings JAR API_KEY SERVICE_DOMAIN: submits the settings form as a browser would, nonce included.
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
		--data-urlencode "_wp_http_referer=/wp-admin/admin.php?page=freshwatch" \
		--data-urlencode "freshwatch_api_key=$api_key" \
		--data-urlencode "freshwatch_service_domain=$domain" \
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

for port in "$db_port" "$web_port"; do
	port_in_use "$port" && abort "port $port on 127.0.0.1 is free" "something already listens there; choose other ports with FRESHWATCH_E2E_DB_PORT / FRESHWATCH_E2E_WEB_PORT"
done

tmp="$(mktemp -d "${TMPDIR:-/tmp}/freshwatch-e2e.XXXXXX")"
echo "0 $tmp" >>"$state_file"
mkdir -p "$tmp/wp-content/plugins" "$tmp/wp-content/themes" "$tmp/wp-content/uploads"
ln -s "$wordpress_root/wp-content/themes/twentytwentythree" "$tmp/wp-content/themes/twentytwentythree"
# A copy, as uploading the ZIP would give, rather than a link into the work tree.
cp -R "$plugin_src" "$tmp/wp-content/plugins/freshwatch"

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

# --- activation ---
check "the plugin activates without errors or output" site_cli activate "$plugin"
check "the plugin is active" expect_equal "$(site_cli is-active "$plugin")" yes
check "activation creates wp_freshwatch_items with its columns" \
	expect_equal "$(site_cli columns freshwatch_items | tr '\n' ' ')" "id post_id content_item_id schedule last_synced "
check "activation records the schema version" expect_equal "$(site_cli option freshwatch_db_version)" 1

# --- admin page over HTTP ---
export PHP_CLI_SERVER_WORKERS=4 FRESHWATCH_E2E_CONTENT_DIR="$tmp/wp-content"
start_group "$tmp/web.log" php -S "$FRESHWATCH_E2E_HOST" -t "$wordpress_root" "$here/router.php"
for _ in $(seq 1 100); do
	port_in_use "$web_port" && break
	sleep 0.1
done

check "a visitor who is not signed in is sent to the login page" \
	expect_equal "$(http /dev/null "$page" | cut -d ' ' -f 1)" 302

admin_jar="$tmp/admin.cookies"
if sign_in_output="$(sign_in admin "$admin_jar")"; then
	pass "the administrator signs in"
	status="$(http "$tmp/page.html" -b "$admin_jar" "$page")"
	check "the Freshwatch settings page answers 200 for the administrator" expect_equal "${status%% *}" 200
	check "the page has the API key and Service domain fields" bash -c '
		grep -qF "<h1>Freshwatch</h1>" "$1" && grep -qF "<label for=\"freshwatch_api_key\">API key</label>" "$1" &&
		grep -qF "<label for=\"freshwatch_service_domain\">Service domain</label>" "$1" &&
		grep -qF "name=\"_wpnonce\"" "$1" || { echo "fields, labels or nonce missing from the page"; exit 1; }' _ "$tmp/page.html"
	check "the admin menu has a top-level Freshwatch entry" expect_in_file "$tmp/page.html" "toplevel_page_freshwatch"

	check "saving valid settings through options.php succeeds" \
		save_settings "$admin_jar" " fw_e2e_key " "https://freshwatch.example.com/"
	check "the saved settings are sanitized" expect_equal \
		"$(site_cli option freshwatch_api_key freshwatch_service_domain | tr '\n' ' ')" "fw_e2e_key https://freshwatch.example.com "
	check "the page confirms the save" expect_in_file "$tmp/after-save.html" "Settings saved."

	check "saving a service domain without http(s) is answered" \
		save_settings "$admin_jar" "fw_e2e_key" "freshwatch.example.com"
	check "a service domain without http(s) is stored empty" \
		expect_equal "$(site_cli option freshwatch_service_domain)" ""
	check "the page says what to enter instead" \
		expect_in_file "$tmp/after-save.html" "The service domain was not saved: enter the full address"
else
	fail "the administrator signs in" "$sign_in_output"
fi

subscriber_jar="$tmp/subscriber.cookies"
if sign_in_output="$(sign_in subscriber "$subscriber_jar")"; then
	check "a subscriber is refused the settings page" \
		expect_equal "$(http /dev/null -b "$subscriber_jar" "$page" | cut -d ' ' -f 1)" 403
else
	fail "a subscriber is refused the settings page" "$sign_in_output"
fi

# --- deactivation and uninstall ---
check "the plugin deactivates" site_cli deactivate "$plugin"
check "deactivation keeps the table" \
	expect_equal "$(site_cli columns freshwatch_items | head -n 1)" id
check "deactivation keeps the settings" expect_equal "$(site_cli option freshwatch_api_key)" fw_e2e_key
check "the plugin uninstalls" site_cli uninstall "$plugin"
check "uninstall drops the table" expect_equal "$(site_cli columns freshwatch_items)" ""
check "uninstall deletes the plugin's options" expect_equal \
	"$(site_cli option freshwatch_db_version freshwatch_api_key freshwatch_service_domain | tr '\n' ' ')" \
	"(none) (none) (none) "

# WordPress 6.1 on PHP 8.2 logs its own deprecation notices; only what points at the plugin, or is fatal, counts.
check "PHP logged no error, warning or notice from the plugin" bash -c '
	[ ! -f "$1" ] && exit 0
	if grep -E "plugins/freshwatch/|PHP Fatal error" "$1"; then exit 1; fi' _ "$tmp/debug.log"

finish
