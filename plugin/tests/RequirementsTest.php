<?php
/**
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests;

use Freshwatch\Requirements;
use Freshwatch\Tests\Support\TestCase;
use Freshwatch\Tests\Support\WordPress;

final class RequirementsTest extends TestCase {

	/**
	 * @dataProvider supported_versions
	 */
	public function test_supported_versions_meet_the_requirements( string $php, string $wp ): void {
		$requirements = new Requirements( $php, $wp );

		$this->assertTrue( $requirements->met() );
		$this->assertSame( array(), $requirements->problems() );
	}

	public function supported_versions(): array {
		return array(
			'the minimums'         => array( '7.4.0', '5.0' ),
			'current versions'     => array( '8.2.7', '6.1.1' ),
			'a minor WP release'   => array( '7.4.33', '5.0.3' ),
		);
	}

	public function test_an_old_php_is_named_with_the_required_version_and_what_to_do(): void {
		$requirements = new Requirements( '7.3.33', '6.1.1' );

		$this->assertFalse( $requirements->met() );
		$this->assertSame(
			array( 'Freshwatch needs PHP 7.4 or newer, but this site runs PHP 7.3.33. Ask your host to upgrade PHP; Freshwatch starts working as soon as it is.' ),
			$requirements->problems()
		);
	}

	public function test_an_old_wordpress_is_named_with_the_required_version_and_what_to_do(): void {
		$requirements = new Requirements( '8.2.7', '4.9.26' );

		$this->assertFalse( $requirements->met() );
		$this->assertSame(
			array( 'Freshwatch needs WordPress 5.0 or newer, but this site runs WordPress 4.9.26. Update WordPress under Dashboard > Updates; Freshwatch starts working as soon as it is.' ),
			$requirements->problems()
		);
	}

	public function test_a_wordpress_5_0_pre_release_is_too_old(): void {
		$this->assertFalse( ( new Requirements( '8.2.7', '5.0-RC1' ) )->met() );
	}

	public function test_both_problems_are_reported_php_first(): void {
		$problems = ( new Requirements( '5.6.40', '4.7' ) )->problems();

		$this->assertCount( 2, $problems );
		$this->assertStringContainsString( 'PHP 5.6.40', $problems[0] );
		$this->assertStringContainsString( 'WordPress 4.7', $problems[1] );
	}

	public function test_the_admin_notice_shows_each_problem_escaped_to_administrators(): void {
		WordPress::$capabilities = array( 'activate_plugins' );
		$requirements            = new Requirements( '7.3.0', '4.9<script>' );

		$output = $this->output_of( array( $requirements, 'render_admin_notice' ) );

		$this->assertSame( 2, substr_count( $output, '<div class="notice notice-error">' ) );
		$this->assertStringContainsString( '<strong>Freshwatch is not running.</strong> Freshwatch needs PHP 7.4 or newer', $output );
		$this->assertStringContainsString( 'WordPress 4.9&lt;script&gt;', $output );
		$this->assertStringNotContainsString( '<script>', $output );
	}

	public function test_the_admin_notice_is_hidden_from_users_who_cannot_act_on_it(): void {
		WordPress::$capabilities = array( 'edit_posts' );

		$output = $this->output_of( array( new Requirements( '7.3.0', '6.1' ), 'render_admin_notice' ) );

		$this->assertSame( '', $output );
	}

	public function test_the_admin_notice_is_empty_when_the_requirements_are_met(): void {
		WordPress::$capabilities = array( 'activate_plugins' );

		$this->assertSame( '', $this->output_of( array( new Requirements( '8.2.0', '6.1' ), 'render_admin_notice' ) ) );
	}
}
