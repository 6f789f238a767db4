<?php
/**
 * Router for `php -S` serving Debian's WordPress (/usr/share/wordpress) for the end-to-end test.
 *
 * - /wp-content/* is served from the test's own content directory, where the plugin under test lives;
 * - existing files under the document root are served by the built-in server itself;
 * - every other path goes to index.php, as Apache's rewrite rules would (REST API, pretty permalinks).
 *
 * Debian's wp-config.php picks /etc/wordpress/config-$WORDPRESS_CONFIG.php when that server variable is set;
 * setting it here keeps the test's configuration apart from any site configured for 127.0.0.1.
 *
 * @package Freshwatch\Tests
 */

$_SERVER['WORDPRESS_CONFIG'] = (string) getenv( 'FRESHWATCH_E2E_CONFIG' );

$content_dir = (string) getenv( 'FRESHWATCH_E2E_CONTENT_DIR' );
$path        = (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH );

if ( 0 === strpos( $path, '/wp-content/' ) ) {
	$file = realpath( $content_dir . substr( $path, strlen( '/wp-content' ) ) );
	if ( false === $file || ! is_file( $file ) || 0 !== strpos( $file, (string) realpath( $content_dir ) . '/' ) ) {
		http_response_code( 404 );
		return true;
	}
	if ( '.php' === substr( $file, -4 ) ) {
		http_response_code( 403 );
		return true;
	}
	$types = array(
		'css'  => 'text/css',
		'js'   => 'application/javascript',
		'json' => 'application/json',
		'svg'  => 'image/svg+xml',
		'png'  => 'image/png',
		'woff2' => 'font/woff2',
	);
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	header( 'Content-Type: ' . ( isset( $types[ $extension ] ) ? $types[ $extension ] : 'application/octet-stream' ) );
	readfile( $file );
	return true;
}

$target = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && ( is_file( $target ) || is_file( rtrim( $target, '/' ) . '/index.php' ) ) ) {
	return false;
}

$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
