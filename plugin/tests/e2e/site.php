<?php
/**
 * What wp-cli would do for the end-to-end test, run from PHP CLI against the test site.
 *
 * Usage: php site.php COMMAND [ARG...]   (environment: FRESHWATCH_E2E_CONFIG, FRESHWATCH_E2E_HOST)
 *
 *   install ADMIN_PASSWORD      install WordPress with the users "admin" and "subscriber"
 *   activate PLUGIN             activate a plugin; prints any error
 *   deactivate PLUGIN           deactivate a plugin
 *   uninstall PLUGIN            run the plugin's uninstall routine, as deleting it in the admin does
 *   is-active PLUGIN            prints yes or no
 *   columns TABLE               prints the columns of {prefix}TABLE, one a line; nothing when it is missing
 *   option NAME...              prints each option's value on a line of its own; "(none)" when it is not set
 *   autoload NAME               prints the option's autoload flag as stored
 *   create-post TITLE TEXT      publishes a post; prints its id
 *   permalink ID                prints a post's address
 *   row POST_ID                 prints the plugin's row of a post as JSON; "null" when it has none
 *   cron                        runs the plugin's health pull now, as WP-Cron would
 *   pull-pending                runs the plugin's quick pull now (the results awaited), as WP-Cron would
 *   run-cron                    runs the plugin's WP-Cron events that are due (sync after save, checks, deletes)
 *   set-option NAME VALUE       changes an option
 *   set-row POST_ID JSON        changes the plugin's row of a post (schedule, sources), as the meta box would
 *   untrash POST_ID             restores a post from the trash, as Posts → Trash → Restore does
 *
 * Exits 1 with a message on stderr when a command fails.
 *
 * @package Freshwatch\Tests
 */

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

$command = isset( $argv[1] ) ? $argv[1] : '';
$arg     = isset( $argv[2] ) ? $argv[2] : '';

$_SERVER['HTTP_HOST']        = (string) getenv( 'FRESHWATCH_E2E_HOST' );
$_SERVER['WORDPRESS_CONFIG'] = (string) getenv( 'FRESHWATCH_E2E_CONFIG' );
$_SERVER['SERVER_NAME']      = '127.0.0.1';
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_PROTOCOL']  = 'HTTP/1.1';

if ( 'install' === $command ) {
	define( 'WP_INSTALLING', true );
}

require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/**
 * @param string $message What went wrong.
 */
function freshwatch_e2e_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

switch ( $command ) {
	case 'install':
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$result = wp_install( 'Freshwatch E2E', 'admin', 'admin@example.com', false, '', $arg );
		if ( empty( $result['user_id'] ) ) {
			freshwatch_e2e_fail( 'wp_install() did not create the admin user' );
		}
		$subscriber = wp_insert_user(
			array(
				'user_login' => 'subscriber',
				'user_pass'  => $arg,
				'user_email' => 'subscriber@example.com',
				'role'       => 'subscriber',
			)
		);
		if ( is_wp_error( $subscriber ) ) {
			freshwatch_e2e_fail( 'could not create the subscriber: ' . $subscriber->get_error_message() );
		}
		switch_theme( 'twentytwentythree' );
		echo 'WordPress ' . get_bloginfo( 'version' ) . " installed\n";
		break;

	case 'activate':
		$result = activate_plugin( $arg );
		if ( is_wp_error( $result ) ) {
			freshwatch_e2e_fail( 'activate_plugin(): ' . $result->get_error_message() . ' ' . wp_json_encode( $result->get_error_data() ) );
		}
		break;

	case 'deactivate':
		deactivate_plugins( $arg );
		break;

	case 'uninstall':
		if ( ! is_uninstallable_plugin( $arg ) ) {
			freshwatch_e2e_fail( "{$arg} has no uninstall routine" );
		}
		uninstall_plugin( $arg );
		break;

	case 'is-active':
		echo is_plugin_active( $arg ) ? "yes\n" : "no\n";
		break;

	case 'columns':
		$table = $wpdb->prefix . $arg;
		if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ) === $table ) {
			echo implode( "\n", $wpdb->get_col( "SHOW COLUMNS FROM `{$table}`" ) ) . "\n"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		}
		break;

	case 'option':
		foreach ( array_slice( $argv, 2 ) as $name ) {
			$value = get_option( $name, null );
			echo null === $value ? "(none)\n" : ( is_scalar( $value ) ? $value : wp_json_encode( $value ) ) . "\n";
		}
		break;

	case 'autoload':
		echo $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $arg ) ) . "\n"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		break;

	case 'create-post':
		$id = wp_insert_post(
			array(
				'post_title'   => $arg,
				'post_content' => isset( $argv[3] ) ? $argv[3] : '',
				'post_status'  => 'publish',
				'post_author'  => 1,
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			freshwatch_e2e_fail( $id->get_error_message() );
		}
		echo $id . "\n";
		break;

	case 'permalink':
		echo get_permalink( (int) $arg ) . "\n";
		break;

	case 'row':
		$table = $wpdb->prefix . 'freshwatch_items';
		echo wp_json_encode( $wpdb->get_row( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE post_id = %d", (int) $arg ), ARRAY_A ) ) . "\n"; // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		break;

	case 'cron':
		do_action( 'freshwatch_pull_health' );
		break;

	case 'pull-pending':
		do_action( 'freshwatch_pull_pending' );
		break;

	case 'run-cron':
		// DISABLE_WP_CRON is set for the test, so WP-Cron runs only here: the plugin's due events, in order.
		foreach ( (array) _get_cron_array() as $timestamp => $hooks ) {
			if ( $timestamp > time() ) {
				continue;
			}
			foreach ( $hooks as $hook => $events ) {
				if ( 0 !== strpos( $hook, 'freshwatch_' ) ) {
					continue;
				}
				foreach ( $events as $event ) {
					wp_unschedule_event( $timestamp, $hook, $event['args'] );
					do_action_ref_array( $hook, $event['args'] );
				}
			}
		}
		break;

	case 'set-option':
		update_option( $arg, isset( $argv[3] ) ? $argv[3] : '' );
		break;

	case 'set-row':
		( new \Freshwatch\Items() )->save( (int) $arg, json_decode( isset( $argv[3] ) ? $argv[3] : '{}', true ) );
		break;

	case 'untrash':
		if ( ! wp_untrash_post( (int) $arg ) ) {
			freshwatch_e2e_fail( "could not restore post {$arg}" );
		}
		break;

	default:
		freshwatch_e2e_fail( "unknown command: {$command}" );
}
