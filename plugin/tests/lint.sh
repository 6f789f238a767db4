#!/usr/bin/env bash
# Syntax-checks every PHP file of the plugin and its tests with `php -l`.
# Needs: php-cli. Usage: bash plugin/tests/lint.sh
set -uo pipefail

plugin_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
passed=0
failed=0

while IFS= read -r -d '' file; do
	if output="$(php -l "$file" 2>&1)"; then
		passed=$((passed + 1))
	else
		failed=$((failed + 1))
		printf '%s\n' "$output" >&2
	fi
done < <(find "$plugin_dir" -name '*.php' -type f -not -path '*/node_modules/*' -not -path '*/vendor/*' -print0 | sort -z)

echo "lint: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
