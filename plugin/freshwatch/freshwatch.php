<?php
/**
 * Plugin Name:       Freshwatch
 * Description:       Connects this site to Freshwatch, which watches your posts and pages and tells you when they need updating.
 * Version:           1.0.0
 * Requires at least: 5.0
 * Requires PHP:      7.4
 * Author:            Freshwatch
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       freshwatch
 * Domain Path:       /languages
 *
 * @package Freshwatch
 */

/*
 * This file, src/Autoloader.php and src/Requirements.php must still parse on old PHP versions, so that a
 * site on PHP older than 7.4 gets an admin notice instead of a fatal error: keep them free of scalar type
 * declarations, return types, `??` and other newer syntax.
 */

defined( 'ABSPATH' ) || exit;

define( 'FRESHWATCH_VERSION', '1.0.0' );
define( 'FRESHWATCH_PLUGIN_FILE', __FILE__ );

require_once __DIR__ . '/src/Requirements.php';
require_once __DIR__ . '/src/Autoloader.php';

/**
 * Boots the plugin when this site meets its requirements; otherwise only explains why it does not run.
 *
 * A function keeps the bootstrap's variables out of the global scope WordPress includes plugins in.
 */
function freshwatch_bootstrap() {
	$requirements = new \Freshwatch\Requirements( PHP_VERSION, get_bloginfo( 'version' ) );
	if ( ! $requirements->met() ) {
		add_action( 'admin_notices', array( $requirements, 'render_admin_notice' ) );
		return;
	}

	\Freshwatch\Autoloader::register( __DIR__ . '/src' );
	\Freshwatch\Plugin::boot( __FILE__ );
}

freshwatch_bootstrap();
