<?php
/**
 * Runs when an administrator deletes the plugin: removes everything the plugin created on this site (or on
 * every site of a network). The items registered in the Freshwatch service stay there.
 *
 * WordPress includes this file on its own, without freshwatch.php, so the autoloader is set up here.
 *
 * @package Freshwatch
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/src/Autoloader.php';
\Freshwatch\Autoloader::register( __DIR__ . '/src' );

\Freshwatch\Installer::uninstall();
