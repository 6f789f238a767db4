<?php
/**
 * Runs when an administrator deletes the plugin: removes everything the plugin created.
 *
 * WordPress includes this file on its own, without freshwatch.php, so the autoloader is set up here.
 *
 * @package Freshwatch
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Autoloader.php';
\Freshwatch\Autoloader::register( __DIR__ . '/src' );

\Freshwatch\Installer::uninstall();
\Freshwatch\Settings::delete_all();
