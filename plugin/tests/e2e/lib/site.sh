#!/usr/bin/env bash
# The set-up the real-WordPress end-to-end tests share (activate.sh, block-editor.sh): a private MariaDB,
# Debian's WordPress served by `php -S`, and the Freshwatch service (api/dist/main.js on its own embedded
# PostgreSQL), all on 127.0.0.1; the check helpers that print "ok - ..." / "not ok - ..." and the closing
# "N passed, N failed"; and the clean-up of everything a run started, also after a run that was killed.
#
# Source it after setting default_db_port, default_web_port and default_service_port (each test its own, so
# that they can run side by side; FRESHWATCH_E2E_DB_PORT / _WEB_PORT / _SERVICE_PORT override them), then call
# prepare_run, start_service, start_database and install_wordpress in that order (the caller may do its own
# steps between them). FRESHWATCH_E2E_NO_BUILD=1 uses the api/dist already built.
# See shared/notes/wordpress-e2e.md for why it is built this way.

# The e2e folder: site.php and router.php are there.
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
repo_root="$(cd "$here/../../.." && pwd)"
started_ns=$(date +%s%N)

db_port="${FRESHWATCH_E2E_DB_PORT:-$default_db_port}"
web_port="${FRESHWATCH_E2E_WEB_PORT:-$default_web_port}"
service_port="${FRESHWATCH_E2E_SERVICE_PORT:-$default_service_port}"
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

packages=(php-cli php-mysql php-curl php-xml php-mbstring mariadb-server wordpress wordpress-theme-twentytwentythree curl)
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

# Ports of the caller's own fixtures that must be free too (set before prepare_run).
extra_ports=()

# prepare_run: cleans up after an earlier killed run, installs missing Debian packages, checks the ports are free
# (with extra_ports) and makes the run's temporary directory with its wp-content.
prepare_run() {
	clean_stale_run
	ensure_packages

	for port in "$db_port" "$web_port" "$service_port" "${extra_ports[@]}"; do
		port_in_use "$port" && abort "port $port on 127.0.0.1 is free" "something already listens there; choose other ports with FRESHWATCH_E2E_DB_PORT / FRESHWATCH_E2E_WEB_PORT / FRESHWATCH_E2E_SERVICE_PORT"
	done

	tmp="$(mktemp -d "${TMPDIR:-/tmp}/freshwatch-e2e.XXXXXX")"
	echo "0 $tmp" >>"$state_file"
	mkdir -p "$tmp/wp-content/plugins" "$tmp/wp-content/themes" "$tmp/wp-content/uploads" "$tmp/wp-content/upgrade"
	ln -s "$wordpress_root/wp-content/themes/twentytwentythree" "$tmp/wp-content/themes/twentytwentythree"
}

# start_service: builds and starts the Freshwatch service, signs a site owner up ($email, cookies in
# $service_jar) and makes an API key ($api_key).
start_service() {
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

}

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

# start_database: a private MariaDB with a database and user for WordPress.
start_database() {
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
}

# install_wordpress: writes the site's configuration, installs WordPress, serves it and signs the administrator
# in (cookies in $admin_jar).
install_wordpress() {
	salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
	cat >"$config_file" <<-PHP
	<?php
	// Written by plugin/tests/e2e/lib/site.sh for one test run; removed when it ends.
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
}
