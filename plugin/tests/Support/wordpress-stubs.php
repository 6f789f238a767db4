<?php
/**
 * Stand-ins for the few WordPress functions the plugin calls, close enough to WordPress's own behaviour
 * for what the tests check. The real thing is exercised by tests/e2e/activate.sh.
 *
 * @package Freshwatch\Tests
 */

use Freshwatch\Tests\Support\WordPress;

// Translation: the tests run untranslated.

function __( $text, $domain = 'default' ) {
	return $text;
}

function esc_html__( $text, $domain = 'default' ) {
	return esc_html( $text );
}

// Escaping and sanitising, following wp-includes/formatting.php.

function esc_html( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function esc_attr( $text ) {
	return htmlspecialchars( (string) $text, ENT_QUOTES, 'UTF-8' );
}

function sanitize_text_field( $str ) {
	$filtered = strip_tags( (string) $str );
	$filtered = preg_replace( '/[\r\n\t ]+/', ' ', $filtered );
	$filtered = trim( $filtered );
	while ( preg_match( '/%[a-f0-9]{2}/i', $filtered, $match ) ) {
		$filtered = trim( str_replace( $match[0], '', $filtered ) );
	}
	return $filtered;
}

function esc_url_raw( $url, $protocols = null ) {
	$url = str_replace( ' ', '%20', ltrim( (string) $url ) );
	$url = preg_replace( '|[^a-z0-9-~+_.?#=!&;,/:%@$\|*\'()\[\]\\x80-\\xff]|i', '', $url );
	if ( '' === $url ) {
		return '';
	}
	$url = str_replace( ';//', '://', $url );
	if ( false === strpos( $url, ':' ) && ! in_array( $url[0], array( '/', '#', '?' ), true ) ) {
		$url = 'http://' . $url;
	}
	$protocols = is_array( $protocols ) ? $protocols : array( 'http', 'https', 'ftp', 'mailto' );
	// Like wp_kses_bad_protocol(), which esc_url_raw() relies on: refuse other schemes, lower-case the scheme.
	$colon  = strpos( $url, ':' );
	$scheme = strtolower( substr( $url, 0, (int) $colon ) );
	return in_array( $scheme, $protocols, true ) ? $scheme . substr( $url, (int) $colon ) : '';
}

function wp_parse_url( $url, $component = -1 ) {
	return parse_url( $url, $component );
}

function untrailingslashit( $value ) {
	return rtrim( $value, '/\\' );
}

// Hooks.

function add_action( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	WordPress::$actions[] = array(
		'hook'     => $hook,
		'callback' => $callback,
	);
	return true;
}

function plugin_basename( $file ) {
	return basename( dirname( $file ) ) . '/' . basename( $file );
}

function register_activation_hook( $file, $callback ) {
	add_action( 'activate_' . plugin_basename( $file ), $callback );
}

function load_plugin_textdomain( $domain, $deprecated = false, $plugin_rel_path = false ) {
	return true;
}

// Site and user.

function get_bloginfo( $show = '' ) {
	return 'version' === $show ? WordPress::$version : '';
}

function current_user_can( $capability ) {
	return in_array( $capability, WordPress::$capabilities, true );
}

// Options.

function get_option( $option, $default = false ) {
	return array_key_exists( $option, WordPress::$options ) ? WordPress::$options[ $option ] : $default;
}

function update_option( $option, $value ) {
	WordPress::$options[ $option ] = $value;
	return true;
}

function delete_option( $option ) {
	unset( WordPress::$options[ $option ] );
	return true;
}

// Settings API.

function register_setting( $option_group, $option_name, $args = array() ) {
	WordPress::$registered_settings[ $option_name ] = array_merge( $args, array( 'group' => $option_group ) );
}

function add_settings_section( $id, $title, $callback, $page ) {
}

function add_settings_field( $id, $title, $callback, $page, $section = 'default', $args = array() ) {
	WordPress::$settings_fields[] = compact( 'id', 'title', 'callback', 'page', 'section', 'args' );
}

function add_settings_error( $setting, $code, $message, $type = 'error' ) {
	WordPress::$settings_errors[] = compact( 'setting', 'code', 'message', 'type' );
}

function get_settings_errors( $setting = '', $sanitize = false ) {
	if ( '' === $setting ) {
		return WordPress::$settings_errors;
	}
	return array_values(
		array_filter(
			WordPress::$settings_errors,
			static function ( $error ) use ( $setting ) {
				return $error['setting'] === $setting;
			}
		)
	);
}

function settings_errors( $setting = '', $sanitize = false, $hide_on_update = false ) {
	echo '<!-- settings_errors -->';
}

function settings_fields( $option_group ) {
	echo '<input type="hidden" name="option_page" value="' . esc_attr( $option_group ) . '" />';
	echo '<input type="hidden" name="_wpnonce" value="nonce-for-' . esc_attr( $option_group ) . '-options" />';
}

function do_settings_sections( $page ) {
	foreach ( WordPress::$settings_fields as $field ) {
		if ( $field['page'] === $page ) {
			call_user_func( $field['callback'], $field['args'] );
		}
	}
}

function submit_button( $text = null ) {
	echo '<input type="submit" value="' . esc_attr( $text ) . '" />';
}

// Admin menu.

function add_menu_page( $page_title, $menu_title, $capability, $menu_slug, $callback = '', $icon_url = '', $position = null ) {
	WordPress::$menu_pages[] = compact( 'page_title', 'menu_title', 'capability', 'menu_slug', 'callback', 'icon_url', 'position' );
	return 'toplevel_page_' . $menu_slug;
}

function get_admin_page_title() {
	return 'Freshwatch';
}

// Database.

function dbDelta( $queries = '', $execute = true ) {
	WordPress::$db_delta_queries[] = $queries;
	return array();
}

// Added for the plugin's API client, sync and admin screens.

define( 'MINUTE_IN_SECONDS', 60 );
define( 'ARRAY_A', 'ARRAY_A' );

class WP_Error {
	private string $message;

	/** @var mixed */
	private $data;

	public function __construct( $code = '', $message = '', $data = '' ) {
		$this->message = (string) $message;
		$this->data    = $data;
	}

	public function get_error_message() {
		return $this->message;
	}

	public function get_error_data() {
		return $this->data;
	}
}

function is_wp_error( $thing ) {
	return $thing instanceof WP_Error;
}

function add_filter( $hook, $callback, $priority = 10, $accepted_args = 1 ) {
	return add_action( $hook, $callback, $priority, $accepted_args );
}

function register_deactivation_hook( $file, $callback ) {
	add_action( 'deactivate_' . plugin_basename( $file ), $callback );
}

function wp_clear_scheduled_hook( $hook ) {
	WordPress::$cleared_hooks[] = $hook;
	return 0;
}

function add_option( $option, $value = '', $deprecated = '', $autoload = 'yes' ) {
	if ( array_key_exists( $option, WordPress::$options ) ) {
		return false;
	}
	WordPress::$options[ $option ]  = $value;
	WordPress::$autoload[ $option ] = $autoload;
	return true;
}

function add_options_page( $page_title, $menu_title, $capability, $menu_slug, $callback = '' ) {
	WordPress::$options_pages[] = compact( 'page_title', 'menu_title', 'capability', 'menu_slug', 'callback' );
	return 'settings_page_' . $menu_slug;
}

function admin_url( $path = '' ) {
	return 'https://site.example/wp-admin/' . ltrim( $path, '/' );
}

function home_url( $path = '' ) {
	return 'https://site.example' . $path;
}

function esc_url( $url ) {
	return esc_attr( esc_url_raw( $url ) );
}

function esc_attr__( $text, $domain = 'default' ) {
	return esc_attr( $text );
}

function esc_html_e( $text, $domain = 'default' ) {
	echo esc_html( $text );
}

function _n( $single, $plural, $number, $domain = 'default' ) {
	return 1 === (int) $number ? $single : $plural;
}

function wp_json_encode( $data, $options = 0 ) {
	return json_encode( $data, $options );
}

function sanitize_key( $key ) {
	return preg_replace( '/[^a-z0-9_\-]/', '', strtolower( (string) $key ) );
}

function sanitize_html_class( $class ) {
	return preg_replace( '|%[a-fA-F0-9][a-fA-F0-9]|', '', preg_replace( '/[^A-Za-z0-9_-]/', '', (string) $class ) );
}

function sanitize_email( $email ) {
	return filter_var( (string) $email, FILTER_SANITIZE_EMAIL );
}

function selected( $selected, $current = true, $echo = true ) {
	return (string) $selected === (string) $current ? " selected='selected'" : '';
}

function checked( $checked, $current = true, $echo = true ) {
	return (string) $checked === (string) $current ? " checked='checked'" : '';
}

function wp_nonce_field( $action = -1, $name = '_wpnonce' ) {
	echo '<input type="hidden" name="' . esc_attr( $name ) . '" value="nonce-for-' . esc_attr( $action ) . '" />';
}

function get_current_user_id() {
	return 1;
}

function set_transient( $transient, $value, $expiration = 0 ) {
	WordPress::$transients[ $transient ] = $value;
	return true;
}

function get_transient( $transient ) {
	return array_key_exists( $transient, WordPress::$transients ) ? WordPress::$transients[ $transient ] : false;
}

function delete_transient( $transient ) {
	unset( WordPress::$transients[ $transient ] );
	return true;
}

function post_type_exists( $post_type ) {
	return in_array( $post_type, array_merge( array( 'post', 'page' ), WordPress::$post_types ), true );
}

function wp_strip_all_tags( $text ) {
	return trim( strip_tags( preg_replace( '@<(script|style)[^>]*?>.*?</\\1>@si', '', (string) $text ) ) );
}

function strip_shortcodes( $content ) {
	return preg_replace( '/\[[^\]]+\]/', '', (string) $content );
}

// HTTP: each request takes the next queued answer; none queued is a connection failure.

function wp_remote_request( $url, $args = array() ) {
	WordPress::$http_requests[] = array(
		'url'  => $url,
		'args' => $args,
	);
	$answer = array_shift( WordPress::$http_responses );
	if ( null === $answer ) {
		return new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
	}
	if ( $answer instanceof WP_Error ) {
		return $answer;
	}
	return array(
		'response' => array( 'code' => $answer['status'] ),
		'body'     => $answer['body'],
	);
}

function wp_remote_post( $url, $args = array() ) {
	WordPress::$http_requests[] = array(
		'url'  => $url,
		'args' => array_merge( array( 'method' => 'POST' ), $args ),
	);
	return array(
		'response' => array( 'code' => 0 ),
		'body'     => '',
	);
}

function wp_remote_retrieve_response_code( $response ) {
	return is_array( $response ) ? $response['response']['code'] : '';
}

function wp_remote_retrieve_body( $response ) {
	return is_array( $response ) ? $response['body'] : '';
}

function is_admin() {
	return WordPress::$is_admin;
}

// Posts and the current request.

class WP_Post {
	public $ID;
	public $post_title        = '';
	public $post_content      = '';
	public $post_type         = 'post';
	public $post_status       = 'publish';
	public $post_modified_gmt = '2026-01-31 09:00:00';

	public function __construct( array $fields ) {
		foreach ( $fields as $key => $value ) {
			$this->$key = $value;
		}
	}
}

function get_post( $post ) {
	return isset( WordPress::$posts[ (int) $post ] ) ? WordPress::$posts[ (int) $post ] : null;
}

function get_permalink( $post ) {
	$id = $post instanceof WP_Post ? $post->ID : (int) $post;
	return 'https://site.example/?p=' . $id;
}

function is_singular( $post_types = '' ) {
	return 'singular' === WordPress::$request || 'preview' === WordPress::$request;
}

function is_preview() {
	return 'preview' === WordPress::$request;
}

function is_feed() {
	return 'feed' === WordPress::$request;
}

function get_queried_object_id() {
	return WordPress::$queried_object_id;
}

function wp_unslash( $value ) {
	return is_array( $value ) ? array_map( 'wp_unslash', $value ) : stripslashes( (string) $value );
}

function wp_is_post_revision( $post ) {
	return false;
}

function wp_is_post_autosave( $post ) {
	return false;
}

// Multisite: switching sites changes the table prefix, as WordPress does.

function is_multisite() {
	return array() !== WordPress::$sites;
}

function get_sites( $args = array() ) {
	return WordPress::$sites;
}

function switch_to_blog( $site_id ) {
	WordPress::$switched[]   = (int) $site_id;
	$GLOBALS['wpdb']->prefix = 1 === (int) $site_id ? 'wp_' : 'wp_' . (int) $site_id . '_';
	return true;
}

function restore_current_blog() {
	$GLOBALS['wpdb']->prefix = 'wp_';
	return true;
}

function add_query_arg( $args, $url ) {
	$separator = false === strpos( $url, '?' ) ? '?' : '&';
	return $url . $separator . http_build_query( $args );
}

function remove_query_arg( $keys, $url ) {
	return $url;
}

function wp_list_pluck( $list, $field ) {
	return array_map(
		function ( $item ) use ( $field ) {
			return is_object( $item ) ? $item->$field : $item[ $field ];
		},
		$list
	);
}

function wp_nonce_url( $url, $action = -1 ) {
	return $url . '&_wpnonce=nonce-for-' . $action;
}

function wp_verify_nonce( $nonce, $action = -1 ) {
	return 'nonce-for-' . $action === $nonce ? 1 : false;
}

function get_date_from_gmt( $date, $format = 'Y-m-d H:i:s' ) {
	return gmdate( $format, strtotime( $date . ' UTC' ) );
}

// WP-Cron: single events are recorded in WordPress::$cron_events; a test runs them by calling their callbacks.

function wp_schedule_single_event( $timestamp, $hook, $args = array() ) {
	WordPress::$cron_events[] = array(
		'timestamp' => $timestamp,
		'hook'      => $hook,
		'args'      => $args,
	);
	return true;
}

function wp_next_scheduled( $hook, $args = array() ) {
	foreach ( WordPress::$cron_events as $event ) {
		if ( $event['hook'] === $hook && $event['args'] === $args ) {
			return $event['timestamp'];
		}
	}
	return false;
}
