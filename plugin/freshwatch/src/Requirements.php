<?php
/**
 * The PHP and WordPress versions the plugin needs.
 *
 * @package Freshwatch
 */

namespace Freshwatch;

defined( 'ABSPATH' ) || exit;

/**
 * Checks the site against the plugin's minimum versions and explains any shortfall to the administrator.
 *
 * Kept free of PHP 7 syntax: it is the code that has to run on a PHP that is too old.
 */
final class Requirements {

	const MIN_PHP = '7.4';
	const MIN_WP  = '5.0';

	/**
	 * @var string
	 */
	private $php_version;

	/**
	 * @var string
	 */
	private $wp_version;

	/**
	 * @param string $php_version The running PHP version, usually PHP_VERSION.
	 * @param string $wp_version  The running WordPress version, usually get_bloginfo( 'version' ).
	 */
	public function __construct( $php_version, $wp_version ) {
		$this->php_version = (string) $php_version;
		$this->wp_version  = (string) $wp_version;
	}

	/**
	 * @return bool True when the plugin can run here.
	 */
	public function met() {
		return count( $this->problems() ) === 0;
	}

	/**
	 * One message per unmet requirement, each saying what is wrong and what to do; empty when all are met.
	 *
	 * @return string[]
	 */
	public function problems() {
		$problems = array();

		if ( version_compare( $this->php_version, self::MIN_PHP, '<' ) ) {
			$problems[] = sprintf(
				/* translators: 1: required PHP version, 2: PHP version of this site. */
				__( 'Freshwatch needs PHP %1$s or newer, but this site runs PHP %2$s. Ask your host to upgrade PHP; Freshwatch starts working as soon as it is.', 'freshwatch' ),
				self::MIN_PHP,
				$this->php_version
			);
		}

		if ( version_compare( $this->wp_version, self::MIN_WP, '<' ) ) {
			$problems[] = sprintf(
				/* translators: 1: required WordPress version, 2: WordPress version of this site. */
				__( 'Freshwatch needs WordPress %1$s or newer, but this site runs WordPress %2$s. Update WordPress under Dashboard > Updates; Freshwatch starts working as soon as it is.', 'freshwatch' ),
				self::MIN_WP,
				$this->wp_version
			);
		}

		return $problems;
	}

	/**
	 * The admin_notices callback used while the requirements are not met. Only people who can act on it see it.
	 */
	public function render_admin_notice() {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}

		foreach ( $this->problems() as $problem ) {
			printf(
				'<div class="notice notice-error"><p><strong>%1$s</strong> %2$s</p></div>',
				esc_html__( 'Freshwatch is not running.', 'freshwatch' ),
				esc_html( $problem )
			);
		}
	}
}
